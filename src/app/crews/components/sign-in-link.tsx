import { useState } from 'react';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { SignInCode } from './sign-in-code';

/**
 * A new phone key's sign-in link (`/crew#key=...`) and its QR code: the phone opens the link once
 * and stays signed in to its crew's day. Shown once; the office copies it or the crew scans it now.
 */
export function SignInLink({
  apiKey,
  name,
  crewName,
  onDone,
}: {
  apiKey: string;
  name: string;
  crewName: string;
  onDone: () => void;
}) {
  const link = `${window.location.origin}/crew#key=${apiKey}`;
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  return (
    <div className="stack crews-link">
      <Notice tone="warning" title="Shown this once">
        Scan the code with {crewName}’s phone now, or copy the link and send it to the phone. Whoever opens it signs in
        as {name}.
      </Notice>
      <SignInCode link={link} label={`Sign-in code for ${name}`} />
      <p className="crews-link__text">
        <code>{link}</code>
      </p>
      <div className="crews-link__actions">
        <Button onClick={() => void copy()}>Copy the link</Button>
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      </div>
      {copied && (
        <p role="status">
          {copied === 'yes' ? 'Link copied.' : 'This browser did not allow copying: select the link.'}
        </p>
      )}
    </div>
  );
}
