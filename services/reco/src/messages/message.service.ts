import type { reco } from '@concord/contracts';
import { notifyUsers, publishEvent, type Db } from '@concord/db';
import type { Caller } from '../shared/caller.js';
import { inCompany } from '../shared/company-db.js';
import { badRequest, notFound } from '../shared/errors.js';
import { companyMembers } from '../shared/members.repository.js';
import { isoTime } from '../shared/wire.js';
import { findIteration } from '../iterations/iteration.repository.js';
import { requireReco } from '../recos/reco.service.js';
import { recoPagePath } from '../recos/reco-notifications.js';
import {
  entryExists,
  findMessage,
  insertMessage,
  threadMessages,
  type MessageRow,
} from './message.repository.js';

/** Live-event topic of a new message; `data.recoId` is its reco. */
export const MESSAGE_TOPIC = 'reco.message';

function toMessage(row: MessageRow): reco.RecoMessage {
  return {
    message_id: row.message_id,
    reco_id: row.reco_id,
    iteration_id: row.iteration_id,
    entry_no: row.entry_no,
    body: row.body,
    author_user_id: row.author_user_id,
    mentions: row.mentions,
    created_at: isoTime(row.created_at),
  };
}

/**
 * The spec's `send_msg`: a message on the reco or on one entry of one of its iterations,
 * read by everyone on the reco. Mentioned members are notified, and every open screen of the
 * company hears of it, in the message's own transaction.
 */
export async function sendMessage(
  db: Db,
  caller: Caller,
  input: {
    reco_id: number;
    iteration_id?: number | undefined;
    entry_no?: number | undefined;
    body: string;
    mentions?: number[] | undefined;
  },
): Promise<reco.RecoMessage> {
  const body = input.body.trim();
  if (!body) throw badRequest('Write a message first', { body: 'Required' });
  if (input.entry_no !== undefined && input.iteration_id === undefined)
    throw badRequest('Say which iteration the entry belongs to', {
      iteration_id: 'Required with entry_no',
    });
  const mentions = [...new Set(input.mentions ?? [])];
  if (mentions.length > 0) {
    const members = new Set((await companyMembers(db, caller.companyId)).map((m) => m.user_id));
    const strangers = mentions.filter((id) => !members.has(id));
    if (strangers.length > 0)
      throw badRequest('Only members of the company can be mentioned', {
        mentions: `Not members: ${strangers.join(', ')}`,
      });
  }
  const row = await inCompany(db, caller, async (trx) => {
    const recoRow = await requireReco(trx, input.reco_id);
    if (input.iteration_id !== undefined) {
      const iteration = await findIteration(trx, input.iteration_id);
      if (!iteration || iteration.reco_id !== recoRow.reco_id)
        throw notFound('Iteration not found');
      if (
        input.entry_no !== undefined &&
        !(await entryExists(trx, input.iteration_id, input.entry_no))
      )
        throw badRequest('This entry is not in the iteration', { entry_no: 'Unknown entry' });
    }
    const message = await insertMessage(trx, {
      reco_id: recoRow.reco_id,
      iteration_id: input.iteration_id ?? null,
      entry_no: input.entry_no ?? null,
      body,
      author_user_id: caller.userId,
      mentions,
    });
    await publishEvent(trx as never, {
      companyId: caller.companyId,
      topic: MESSAGE_TOPIC,
      id: message.message_id,
      data: {
        recoId: recoRow.reco_id,
        iterationId: message.iteration_id,
        entryNo: message.entry_no,
      },
    });
    await notifyUsers(trx as never, {
      userIds: mentions,
      companyId: caller.companyId,
      kind: 'reco.mention',
      actorUserId: caller.userId,
      subject: { type: 'reco', id: recoRow.reco_id },
      text: body.length > 140 ? `${body.slice(0, 139)}…` : body,
      link: recoPagePath(
        caller.companyId,
        message.iteration_id ?? recoRow.current_iteration_id,
        recoRow.reco_id,
      ),
    });
    return message;
  });
  return toMessage(row);
}

export async function listMessages(
  db: Db,
  caller: Caller,
  recoId: number,
  query: {
    iteration_id?: number | undefined;
    entry_no?: number | undefined;
    all?: boolean | undefined;
  },
): Promise<reco.RecoMessage[]> {
  if (query.entry_no !== undefined && query.iteration_id === undefined)
    throw badRequest('Say which iteration the entry belongs to', {
      iteration_id: 'Required with entry_no',
    });
  const rows = await inCompany(db, caller, async (trx) => {
    await requireReco(trx, recoId);
    return threadMessages(
      trx,
      recoId,
      query.all
        ? 'all'
        : {
            ...(query.iteration_id !== undefined ? { iterationId: query.iteration_id } : {}),
            ...(query.entry_no !== undefined ? { entryNo: query.entry_no } : {}),
          },
    );
  });
  return rows.map(toMessage);
}

export async function getMessage(db: Db, caller: Caller, messageId: number) {
  const row = await inCompany(db, caller, (trx) => findMessage(trx, messageId));
  if (!row) throw notFound('Message not found');
  return toMessage(row);
}
