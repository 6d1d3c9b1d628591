/** Every version of a form side by side, each marking what changed since the version before it. */
import type { FormVersion } from '../../gateway';
import { formatUtc } from '../shared/format';
import { diffFields, type FieldChange } from './form-diff';

const MARK: Record<FieldChange['kind'], string> = { added: 'added', removed: 'removed', changed: 'changed', same: '' };

export function FormVersions({ versions, selectedId }: { versions: FormVersion[]; selectedId: string }) {
  return (
    <div className="form-versions">
      {versions.map((version, index) => (
        <section
          key={version.id}
          className={version.id === selectedId ? 'form-version form-version--selected' : 'form-version'}
          aria-label={`Version ${version.version}`}
        >
          <h3>
            v{version.version} {version.isCurrent && <span className="badge badge--ok">current</span>}
          </h3>
          <p className="muted small">{formatUtc(version.createdAt, 's')}</p>
          <ul className="form-fields">
            {diffFields(versions[index - 1]?.fields ?? (index === 0 ? version.fields : []), version.fields).map((change) => (
              <li key={`${change.kind}-${change.field.id}`} className={`form-field form-field--${change.kind}`}>
                <code>{change.field.name}</code> <span className="muted small">{change.field.type}</span>
                {MARK[change.kind] && <span className="badge badge--info">{MARK[change.kind]}</span>}
                {change.kind === 'changed' && <span className="small"> {change.properties.join(', ')}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
