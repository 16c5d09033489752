import { useState, type FormEvent } from 'react';
import type { EstimateLine } from '../../../shared/contract/estimates';
import { centsToDollarText, inDollars, parseDollars } from '../../lib/dollars';
import { Button } from '../../ui/button';
import { problemFor } from '../../ui/form-error-summary';
import { TextField } from '../../ui/text-field';
import type { useSetLinePrice } from '../api/use-estimate-writes';

/**
 * A line's unit price in dollars, saved on its own: any line of a draft, and later a line nobody
 * priced (completed work is billed only once every line has a price). The write is the table's, so
 * its refusal outlives the field.
 */
export function LinePriceForm({ line, save }: { line: EstimateLine; save: ReturnType<typeof useSetLinePrice> }) {
  const [text, setText] = useState(() => (line.unitPriceCents === null ? '' : centsToDollarText(line.unitPriceCents)));
  const [problem, setProblem] = useState<string>();
  const saving = save.variables?.lineId === line.id;

  function submit(event: FormEvent) {
    event.preventDefault();
    const price = parseDollars(text);
    setProblem('problem' in price ? price.problem : undefined);
    if ('cents' in price) save.mutate({ lineId: line.id, unitPriceCents: price.cents });
  }

  return (
    <form className="line-price" onSubmit={submit} noValidate>
      <TextField
        className="line-price__field"
        label={`Unit price ($), line ${line.lineNumber}`}
        labelHidden
        inputMode="decimal"
        placeholder={line.unitPriceCents === null ? 'Unpriced' : undefined}
        value={text}
        error={problem ?? (saving ? inDollars(problemFor(save.error, 'unitPriceCents')) : undefined)}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        busy={saving && save.isPending}
        aria-label={`Save price of line ${line.lineNumber}`}
      >
        Save
      </Button>
    </form>
  );
}
