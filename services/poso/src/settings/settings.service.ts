import type { poso } from '@concord/contracts';
import type { Db } from '../shared/db.js';
import { forbidden } from '../shared/errors.js';
import { hasScope, type Caller } from '../shared/scopes.js';
import * as repo from './settings.repository.js';

export const SEPARATION_OF_DUTIES_AUDIT = 'poso.separation_of_duties_changed';

/** Whether one person may not both author and approve (see PosoSettings). On unless switched off. */
export async function separationOfDuties(db: Db, schema: string): Promise<boolean> {
  return (await repo.findSettings(db, schema))?.separation_of_duties ?? true;
}

function toWire(row: repo.SettingsRecord | null, undoGraceMs: number): poso.PosoSettings {
  return {
    separation_of_duties: row?.separation_of_duties ?? true,
    updated_by_user_id: row?.updated_by_user_id ?? null,
    updated_at: row?.updated_at ? row.updated_at.toISOString() : null,
    undo_grace_ms: undoGraceMs,
  };
}

export class SettingsService {
  /** `undoGraceMs`: the process's undo grace period, told to the screens that promise an undo. */
  constructor(
    private readonly db: Db,
    private readonly undoGraceMs: number,
  ) {}

  async get(caller: Caller): Promise<poso.PosoSettings> {
    return toWire(await repo.findSettings(this.db, caller.schema), this.undoGraceMs);
  }

  /** Company admins only; every actual change is audited with its before and after. */
  async update(caller: Caller, change: poso.PosoSettingsChange): Promise<poso.PosoSettings> {
    if (!hasScope(caller, 'company:admin'))
      throw forbidden('Only a company administrator can change these settings');
    return this.db.transaction().execute(async (trx) => {
      const before = await repo.findSettings(trx, caller.schema, true);
      const was = before?.separation_of_duties ?? true;
      if (was !== change.separation_of_duties) {
        await repo.saveSettings(trx, caller.schema, {
          separation_of_duties: change.separation_of_duties,
          updated_by_user_id: caller.userId,
        });
        await repo.recordAudit(trx, caller.schema, {
          user_id: caller.userId,
          action: SEPARATION_OF_DUTIES_AUDIT,
          details: { from: was, to: change.separation_of_duties },
        });
      }
      return toWire(await repo.findSettings(trx, caller.schema), this.undoGraceMs);
    });
  }
}
