import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Crew } from '../../../shared/contract/crews';
import type { ApiKey } from '../../../shared/contract/keys';
import { crewsQuery } from '../../dispatch/board-queries';
import { crewDayPath } from '../../dispatch/crew-day-paths';
import { useApi } from '../../lib/api-context';
import { useOrgToday } from '../../org/use-org-today';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { keysQuery } from '../api/key-queries';
import { abilityWords } from '../api/use-crew-abilities';
import { EditCrewAbilities } from './edit-crew-abilities';
import { CrewKeys } from './crew-keys';
import { MakePhoneKey } from './make-phone-key';
import { RevokeKey } from './revoke-key';
import './crews.css';

/**
 * The office's Crews screen: each crew with the keys of its phones, a new phone key with its
 * sign-in link and code, Revoke, and the crew's day as its phone shows it. One section per crew,
 * so what else the office keeps about a crew can join it.
 */
export function CrewsPage() {
  const api = useApi();
  const crews = useQuery(crewsQuery(api));
  const keys = useQuery(keysQuery(api));
  const { today } = useOrgToday();
  const [making, setMaking] = useState<Crew | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [editing, setEditing] = useState<Crew | null>(null);

  return (
    <>
      <PageHeader
        title="Crews"
        subtitle="What each crew does, and its phones: sign them in to the crew’s day, or revoke them."
      />
      {crews.isPending && <Loading label="Reading the crews" />}
      {crews.isError && <ApiErrorNotice error={crews.error} />}
      {keys.isError && <ApiErrorNotice error={keys.error} />}
      {keys.data && !keys.data.complete && (
        <Notice tone="warning">Only the organization’s first keys could be read: some crews may show fewer.</Notice>
      )}
      <div className="crews-list">
        {crews.data?.map((crew) => (
          <section key={crew.id} className="crews-crew" aria-labelledby={`crew-${crew.id}`}>
            <header className="crews-crew__head">
              <h2 id={`crew-${crew.id}`}>
                <span className="crews-crew__swatch" style={{ background: crew.color }} aria-hidden="true" />
                {crew.name}
                {!crew.active && <span className="muted"> (archived)</span>}
              </h2>
              {today && <Link to={crewDayPath(crew.id, today)}>Today’s day</Link>}
            </header>
            <p className="crews-crew__abilities">
              <span>
                Takes: {abilityWords(crew)}
                {crew.homeDistrictIds.length > 0 &&
                  ` · prefers ${crew.homeDistrictIds.length} home district${crew.homeDistrictIds.length === 1 ? '' : 's'}`}
              </span>
              <Button size="sm" onClick={() => setEditing(crew)}>
                Edit what it does
              </Button>
            </p>
            {keys.data && (
              <CrewKeys keys={keys.data.keys.filter((key) => key.crewId === crew.id)} onRevoke={setRevoking} />
            )}
            {crew.active && (
              <div>
                <Button onClick={() => setMaking(crew)}>Make a phone key</Button>
              </div>
            )}
          </section>
        ))}
      </div>
      {making && <MakePhoneKey crew={making} onClose={() => setMaking(null)} />}
      {editing && <EditCrewAbilities crew={editing} onClose={() => setEditing(null)} />}
      {revoking && <RevokeKey apiKey={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}
