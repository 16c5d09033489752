import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Tree } from '../../shared/contract/inventory';
import { customerQuery } from '../records/customer-queries';
import { EstimatesPanel } from '../estimates/components/estimates-panel';
import { siteNotesQuery, siteTreesQuery } from '../records/inventory-queries';
import { SiteNotes } from '../inventory/components/site-notes';
import { AddNoteForm } from '../inventory/components/add-note-form';
import { RemoveTreeDialog } from '../inventory/components/remove-tree-dialog';
import { TreeFormDialog } from '../inventory/components/tree-form-dialog';
import { TreePhotosDialog } from '../inventory/components/tree-photos-dialog';
import { TreeTable } from '../inventory/components/tree-table';
import { treePoints } from '../records/tree-numbers';
import { useApi } from '../lib/api-context';
import { ApiErrorNotice } from '../ui/api-error-notice';
import { Button, buttonClass } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Loading } from '../ui/loading';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { siteQuery } from '../records/site-queries';
import { formatAddress, siteName } from '../records/site-address';
import { sitePoint } from '../sites/site-points';
import { DownloadReportButton } from '../sites/components/download-report-button';
import { SitePosition } from '../sites/components/site-position';
import '../sites/components/sites.css';

interface NumberedTree {
  tree: Tree;
  number: number;
}

/** A site: where it is, its trees (table, map, photos; added and corrected here) and its notes. */
export function SitePage() {
  const { siteId = '' } = useParams();
  const api = useApi();
  const site = useQuery(siteQuery(api, siteId));
  const customer = useQuery({ ...customerQuery(api, site.data?.customerId ?? ''), enabled: site.isSuccess });
  const trees = useQuery(siteTreesQuery(api, siteId));
  const notes = useQuery(siteNotesQuery(api, siteId));
  const [photosOf, setPhotosOf] = useState<NumberedTree | null>(null);
  /** The tree form: `add` for a new tree, else the tree being corrected. */
  const [editing, setEditing] = useState<'add' | NumberedTree | null>(null);
  const [removing, setRemoving] = useState<NumberedTree | null>(null);
  const points = useMemo(
    () => (site.data ? [...sitePoint(site.data), ...treePoints(trees.data ?? [])] : []),
    [site.data, trees.data],
  );

  if (site.isPending) return <Loading label="Loading site" />;
  if (site.isError) return <ApiErrorNotice error={site.error} />;
  const name = siteName(site.data);

  return (
    <>
      <PageHeader
        title={name}
        subtitle={formatAddress(site.data)}
        actions={
          <>
            <DownloadReportButton siteId={siteId} />
            <Link className={buttonClass('primary')} to={`/sites/${siteId}/estimates/new`}>
              Draft estimate
            </Link>
          </>
        }
        breadcrumbs={
          <ol>
            <li>
              <Link to="/customers">Customers</Link>
            </li>
            <li>
              {customer.data ? <Link to={`/customers/${customer.data.id}`}>{customer.data.name}</Link> : 'Customer'}
            </li>
            <li aria-current="page">{name}</li>
          </ol>
        }
      />
      <div className="site-page">
        <Panel title="Map">
          <SitePosition site={site.data} points={points} label={`Map of ${name} and its trees`} />
        </Panel>
        <Panel
          title={trees.data ? `Trees (${trees.data.length})` : 'Trees'}
          actions={
            <Button size="sm" onClick={() => setEditing('add')}>
              Add tree
            </Button>
          }
        >
          {trees.isPending ? (
            <Loading label="Loading trees" />
          ) : trees.isError ? (
            <ApiErrorNotice error={trees.error} />
          ) : trees.data.length === 0 ? (
            <EmptyState title="No trees captured at this site yet." />
          ) : (
            <TreeTable
              trees={trees.data}
              onShowPhotos={(tree, number) => setPhotosOf({ tree, number })}
              onEdit={(tree, number) => setEditing({ tree, number })}
              onRemove={(tree, number) => setRemoving({ tree, number })}
            />
          )}
        </Panel>
        <Panel title={notes.data ? `Notes (${notes.data.length})` : 'Notes'}>
          {notes.isPending ? (
            <Loading label="Loading notes" />
          ) : notes.isError ? (
            <ApiErrorNotice error={notes.error} />
          ) : (
            <div className="stack">
              <SiteNotes notes={notes.data} trees={trees.data ?? []} />
              <AddNoteForm siteId={siteId} trees={trees.data ?? []} />
            </div>
          )}
        </Panel>
        <EstimatesPanel
          of={{ siteId }}
          caption="Estimates for this site"
          empty={{ title: 'No estimates for this site yet.', hint: 'Draft one from its trees.' }}
        />
      </div>
      {editing && (
        <TreeFormDialog
          siteId={siteId}
          tree={editing === 'add' ? undefined : editing}
          points={points}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <RemoveTreeDialog
          siteId={siteId}
          tree={removing.tree}
          number={removing.number}
          onClose={() => setRemoving(null)}
        />
      )}
      {photosOf && <TreePhotosDialog tree={photosOf.tree} number={photosOf.number} onClose={() => setPhotosOf(null)} />}
    </>
  );
}
