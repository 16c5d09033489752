import type { CatalogItem } from '../../../shared/contract/catalog';
import type { Tree } from '../../../shared/contract/inventory';
import { inDollars } from '../../lib/dollars';
import { formatCents } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { withItem, type DraftField, type DraftLine } from '../draft-lines';
import { CatalogItemSelect } from './catalog-item-select';
import { HoursCheck } from './hours-check';
import { LineTreesPicker } from './line-trees-picker';

export interface DraftLineFieldsProps {
  number: number;
  line: DraftLine;
  items: readonly CatalogItem[];
  trees: readonly Tree[];
  amountCents: number | null;
  problemFor: (field: DraftField) => string | undefined;
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
  onDuplicate: () => void;
}

/** Where a proposed line came from, so staff know what to check. */
function ProposalNote({ proposal }: { proposal: DraftLine['proposal'] }) {
  if (!proposal) return <span className="muted">Added by hand</span>;
  return (
    <span className="row">
      <span className="muted">Proposed for tree {proposal.treeNumber}</span>
      {proposal.priceSource === 'note' && <Badge tone="info">price quoted on site</Badge>}
      {proposal.fit === 'nearestBand' && <Badge tone="warning">nearest DBH band</Badge>}
      {proposal.fit === 'unmeasured' && <Badge tone="warning">DBH not measured</Badge>}
      {proposal.fit === null && <Badge tone="warning">no catalog item for this work</Badge>}
    </span>
  );
}

/** One editable line of the draft: item, description, quantity, unit price, hours, and its amount. */
export function DraftLineFields({
  number,
  line,
  items,
  trees,
  amountCents,
  problemFor,
  onChange,
  onRemove,
  onDuplicate,
}: DraftLineFieldsProps) {
  const text = (field: 'description' | 'quantity' | 'unitPrice' | 'hours') => ({
    value: line[field],
    onChange: (event: { target: { value: string } }) => onChange({ ...line, [field]: event.target.value }),
  });
  return (
    <fieldset className="draft-line">
      <legend className="draft-line__legend">Line {number}</legend>
      <div className="draft-line__source">
        <ProposalNote proposal={line.proposal} />
        <span className="row">
          <Button size="sm" variant="ghost" onClick={onDuplicate} aria-label={`Duplicate line ${number}`}>
            Duplicate
          </Button>
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove line ${number}`}>
            Remove
          </Button>
        </span>
      </div>
      <div className="draft-line__fields">
        <div className="draft-line__wide">
          <CatalogItemSelect
            items={items}
            value={line.catalogItemId}
            error={problemFor('catalogItemId')}
            onChange={(item) => onChange(withItem(line, item))}
          />
        </div>
        <TextField
          className="draft-line__wide"
          label="Description"
          hint="What the customer reads."
          error={problemFor('description')}
          {...text('description')}
        />
        <TextField label="Quantity" inputMode="numeric" required error={problemFor('quantity')} {...text('quantity')} />
        <TextField
          label="Unit price ($)"
          inputMode="decimal"
          required
          error={inDollars(problemFor('unitPriceCents'))}
          {...text('unitPrice')}
        />
        <div className="draft-line__hours">
          <TextField
            label="Hours"
            hint="How long the crew needs; blank if not known yet."
            inputMode="decimal"
            error={problemFor('estimatedHours')}
            {...text('hours')}
          />
          <HoursCheck
            text={line.hours}
            confirmedHours={line.confirmedHours}
            onConfirm={(confirmedHours) => onChange({ ...line, confirmedHours })}
          />
        </div>
        <div className="draft-line__amount">
          <span className="ui-field__label">Amount</span>
          <span>{amountCents === null ? <span className="muted">not priced yet</span> : formatCents(amountCents)}</span>
        </div>
        <LineTreesPicker
          lineNumber={number}
          trees={trees}
          picked={line.treeIds}
          error={problemFor('treeIds')}
          onChange={(treeIds) => onChange({ ...line, treeIds })}
        />
      </div>
    </fieldset>
  );
}
