import { useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, the form's first field marked invalid takes the focus, which scrolls it
 * into view: in a long form a problem out of sight made the submit button seem to do nothing.
 * Call `focusFirstProblem` once the problems are set; the field is focused after they are drawn.
 */
export function useFocusFirstProblem<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [asked]);
  return { formRef, focusFirstProblem: () => setAsked((count) => count + 1) };
}
