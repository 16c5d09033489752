import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { useAuth } from '../auth-context';
import './sign-in-page.css';

export function SignInPage() {
  const { notice, signIn } = useAuth();
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = key.trim();
    if (!trimmed) {
      setProblem('Paste an API key');
      return;
    }
    signIn(trimmed);
  }

  return (
    <main className="sign-in">
      <div className="sign-in__card">
        <p className="sign-in__brand" aria-hidden="true">
          <img src="/favicon.svg" alt="" width="28" height="28" /> Canopy
        </p>
        <h1>Sign in</h1>
        <p className="muted">Tree-care estimating and dispatch.</p>
        {notice && (
          <Notice tone="warning" role="alert" title="You were signed out">
            {notice}
          </Notice>
        )}
        <form onSubmit={submit} noValidate className="stack">
          <TextField
            label="API key"
            name="apiKey"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            error={problem}
            hint="Your company’s key, from whoever runs Canopy for you; it starts with ck_live_. Kept only in your open Canopy tabs (a new tab gets it from them): closing them all signs you out."
            autoFocus
          />
          <Button type="submit" variant="primary">
            Sign in
          </Button>
        </form>
      </div>
    </main>
  );
}
