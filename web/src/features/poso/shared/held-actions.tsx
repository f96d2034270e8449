import { Alert, Button } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { LuUndo2 } from 'react-icons/lu';
import { graphql } from '../../../gql';
import type { HeldActionKind, HeldActionState } from '../../../gql/graphql';
import { errorDetails, errorMessage } from '../../../app/error-codes';
import { quiet } from '../../../ui/actions/useAction';
import { showSnackbar } from '../../snackbar/snackbar';
import { formatExactMoney } from '../../i18n/amount-format';
import { heldAlertMessages, usePosoAlert, type HeldAlert } from './alerts';
import { watchHeldAction } from './held-action-watch';

// Undo within the server's grace period (docs/decisions.md "Undo"): an action that hands a
// document or money to the other company answers with the action it holds; until `dueAt` the snackbar
// and the document offer UNDO, afterwards neither does, and the screen reloads once the
// server has carried it out.

export type HeldActionView = {
  id: number;
  kind: HeldActionKind;
  state: HeldActionState;
  dueAt: string;
  /** The money it moves (a payment, an advance), when the screen asked for it. */
  amount?: string | null;
  /** Whether the viewer acted; only they are offered Undo. Unasked, the screen's user acted. */
  mine?: boolean;
};

const UndoMutation = graphql(`
  mutation HeldAction_Undo($id: Int!) {
    undoHeldAction(id: $id) {
      id
      state
    }
  }
`);

const StateQuery = graphql(`
  query HeldAction_State($id: Int!) {
    heldAction(id: $id) {
      id
      state
      outcome
    }
  }
`);

const defined = defineMessages({
  heldAdvance: {
    id: 'poso.held.notice.advance',
    defaultMessage:
      'An advance of {amount} is held: it reaches the vendor in {seconds} s, until then it can be undone.',
  },
  heldPayment: {
    id: 'poso.held.notice.payment',
    defaultMessage:
      'A payment of {amount} is held: it reaches the vendor in {seconds} s, until then it can be undone.',
  },
  notice: {
    id: 'poso.held.notice',
    defaultMessage: 'This takes effect at {time}; until then you can undo it.',
  },
  undo: { id: 'poso.held.undo', defaultMessage: 'Undo' },
  undone: {
    id: 'poso.held.undone',
    defaultMessage: 'Undone: nothing reached the other company',
  },
  tooLate: {
    id: 'poso.held.tooLate',
    defaultMessage: 'Too late to undo: it has already taken effect',
  },
  failed: {
    id: 'poso.held.failed',
    defaultMessage: 'It could not be carried out: {reason}',
  },
});

// Values are given where each is formatted; typed messages would want them in the descriptor.
const messages: Record<keyof typeof defined, MessageDescriptor> = defined;

const secondsLeft = (held: HeldActionView) =>
  Math.max(0, Math.ceil((Date.parse(held.dueAt) - Date.now()) / 1000));

/** The seconds left before a pending action takes effect, counted down once a second. */
function useSecondsLeft(pending: HeldActionView | null): number {
  const [seconds, setSeconds] = useState(() => (pending ? secondsLeft(pending) : 0));
  useEffect(() => {
    if (!pending) return;
    setSeconds(secondsLeft(pending));
    const timer = setInterval(() => setSeconds(secondsLeft(pending)), 1000);
    return () => clearInterval(timer);
  }, [pending]);
  return seconds;
}

/** The notice of money held on a document names the sum, in its currency. */
const moneyNotices: Partial<Record<HeldActionKind, MessageDescriptor>> = {
  PAY_ADVANCE: messages.heldAdvance,
  CLAIM_PAYMENT: messages.heldPayment,
};

// The held hand-over's message is its alert's, in `{seconds}` s: the kind alone cannot tell an
// invoice's business acceptance from its finance approval, the screen that acted can.
const heldMessages: Record<HeldAlert, MessageDescriptor> = heldAlertMessages;

function heldMessage(intl: IntlShape, held: HeldActionView, alert: HeldAlert) {
  return intl.formatMessage(heldMessages[alert], { seconds: secondsLeft(held) });
}

/** Undo of a held action; says what happened, or that it is too late. */
function useUndo() {
  const intl = useIntl();
  const client = useApolloClient();
  const [undo] = useMutation(UndoMutation, { context: quiet });
  return useCallback(
    async (held: HeldActionView) => {
      try {
        await undo({ variables: { id: held.id } });
        showSnackbar({ message: intl.formatMessage(messages.undone), variant: 'alert' });
      } catch (error) {
        const { code } = errorDetails(error);
        showSnackbar({
          message: intl.formatMessage(code === 'CONFLICT' ? messages.tooLate : errorMessage(code)),
          variant: 'alert',
          severity: 'error',
        });
      }
      await client.refetchQueries({ include: 'active' });
    },
    [client, intl, undo],
  );
}

/**
 * At a held action's `dueAt`: asks the server what became of it (which carries it out when
 * due), says a refusal, and reloads the screen's queries; once per action, however many
 * places wait on it (see `watchHeldAction`). Answers how to stop waiting.
 */
function useWhenTakenEffect() {
  const intl = useIntl();
  const client = useApolloClient();
  return useCallback(
    (pending: HeldActionView) =>
      watchHeldAction(pending, {
        ask: async (id) => {
          const { data } = await client.query({
            query: StateQuery,
            variables: { id },
            fetchPolicy: 'network-only',
            // Asked again until it answers: a dropped network is not news every two seconds.
            context: quiet,
          });
          return data?.heldAction;
        },
        settled: async (answer) => {
          if (answer?.state === 'FAILED')
            showSnackbar({
              message: intl.formatMessage(messages.failed, { reason: answer.outcome ?? '' }),
              variant: 'alert',
              severity: 'error',
            });
          await client.refetchQueries({ include: 'active' });
        },
      }),
    [client, intl],
  );
}

/**
 * After an action: `alert`, the alert of what was done; when the server holds it, the same
 * news in `{seconds}` s with UNDO for as long as undo is possible.
 */
export function useHeldActionSnackbar() {
  const intl = useIntl();
  const posoAlert = usePosoAlert();
  const undo = useUndo();
  const whenTakenEffect = useWhenTakenEffect();
  return useCallback(
    (held: HeldActionView | null | undefined, alert: HeldAlert) => {
      if (!held || held.state !== 'PENDING') {
        posoAlert(alert);
        return;
      }
      showSnackbar({
        message: heldMessage(intl, held, alert),
        variant: 'alert',
        severity: 'success',
        durationMs: Math.max(0, Date.parse(held.dueAt) - Date.now()),
        onUndo: () => void undo(held),
      });
      // Lists have no notice to reload them: the screen follows once the action took effect,
      // even after the dialog that made it has closed.
      whenTakenEffect(held);
    },
    [intl, posoAlert, undo, whenTakenEffect],
  );
}

/**
 * On a document with a held action: when it takes effect and an Undo button until then (for
 * its author). Money held on it (an advance on an order, a payment on an invoice) is named
 * with its amount in `currency` and the seconds left, counted down. At `dueAt` it asks the
 * server what became of the action (which carries it out when due) and reloads the screen; a
 * refusal at that time is said in a snackbar.
 */
export function HeldActionNotice({
  held,
  currency,
}: {
  held: HeldActionView | null | undefined;
  /** The document's currency, for the amount of money held on it. */
  currency?: string | null;
}) {
  const intl = useIntl();
  const undo = useUndo();
  const whenTakenEffect = useWhenTakenEffect();
  const pending = held?.state === 'PENDING' ? held : null;
  const seconds = useSecondsLeft(pending);

  useEffect(() => {
    if (!pending) return;
    return whenTakenEffect(pending);
  }, [pending, whenTakenEffect]);

  if (!pending) return null;
  const moneyNotice = moneyNotices[pending.kind];
  return (
    <Alert.Root status="info" mb="4" data-testid="held-action">
      <Alert.Indicator />
      <Alert.Title flex="1" data-testid="held-action-text">
        {moneyNotice && pending.amount
          ? intl.formatMessage(moneyNotice, {
              amount: formatExactMoney(pending.amount, currency),
              seconds,
            })
          : intl.formatMessage(messages.notice, {
              time: intl.formatTime(pending.dueAt, { timeStyle: 'medium' }),
            })}
      </Alert.Title>
      {pending.mine !== false && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => void undo(pending)}
          data-testid="held-action-undo"
        >
          <LuUndo2 />
          {intl.formatMessage(messages.undo)}
        </Button>
      )}
    </Alert.Root>
  );
}
