import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import {
  INBOX_SEGMENTS,
  inboxSegmentSchema,
  opsInboxSendSchema,
  type OpsInboxMessage,
  type OpsInboxSend,
} from '@palaro/contract';
import { z } from 'zod';
import { errorMessage } from '../../shared/api/api-error';
import { applyServerErrors, friendlyIssue } from '../../shared/forms/form-errors';
import { TextsEditor } from '../../shared/forms/texts-editor';
import { TEXT_FIELD_NAMES, emptyTexts, textsDraftSchema, textsToSend } from '../../shared/forms/texts-form';
import { can } from '../../shared/session/permissions';
import { useOperator } from '../../shared/session/session-store';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Field, describedBy } from '../../shared/ui/field';
import { inboxKeys, sendMessage } from './api';
import { SEGMENT_NAMES, audienceText } from './audience';

// The form keeps every audience field; what is sent is the contract's audience of the chosen kind, and its texts.
const sendFormSchema = z
  .object({
    audience: z.object({
      kind: z.enum(['player', 'segment', 'all']),
      username: z.string(),
      segment: inboxSegmentSchema,
    }),
    texts: textsDraftSchema,
  })
  .transform(({ audience, texts }) => ({
    audience:
      audience.kind === 'player'
        ? { kind: 'player' as const, username: audience.username }
        : audience.kind === 'segment'
          ? { kind: 'segment' as const, segment: audience.segment }
          : { kind: 'all' as const },
    texts: textsToSend(texts),
  }))
  .pipe(opsInboxSendSchema);

type SendDraft = z.input<typeof sendFormSchema>;

const FIELD_NAMES = ['audience.username', 'audience.segment', ...TEXT_FIELD_NAMES] as const;

type Props = { onSent: (text: string) => void };

/** A new inbox message: support writes to one player; admins also to a segment or to everyone. */
export function SendForm({ onSent }: Props) {
  const { role } = useOperator();
  const broadcast = can(role, 'inboxBroadcast');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<OpsInboxSend | null>(null);
  const form = useForm<SendDraft, unknown, OpsInboxSend>({
    resolver: zodResolver(sendFormSchema, { error: friendlyIssue }),
    defaultValues: {
      audience: { kind: 'player', username: '', segment: INBOX_SEGMENTS.members },
      texts: emptyTexts(),
    },
  });
  const { register, formState } = form;
  const kind = form.watch('audience.kind');
  const send = useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });

  const deliver = async (body: OpsInboxSend) => {
    setFormError(null);
    try {
      const sent: OpsInboxMessage | undefined = await send.mutateAsync(body);
      const reach = sent ? ` to ${sent.recipients} ${sent.recipients === 1 ? 'player' : 'players'}` : '';
      onSent(`Message sent${reach} (${audienceText(body.audience)}).`);
    } catch (error) {
      const rest = applyServerErrors(error, FIELD_NAMES, form.setError);
      setFormError([errorMessage(error), ...rest]);
    } finally {
      setConfirming(null);
    }
  };

  // many players at once: the operator says yes to the audience first
  const onSubmit = form.handleSubmit((body) => (body.audience.kind === 'player' ? deliver(body) : setConfirming(body)));
  const usernameError = formState.errors.audience?.username?.message;

  return (
    <FormProvider {...form}>
      <form className="panel send-form" onSubmit={onSubmit} noValidate aria-labelledby="send-title">
        <header className="detail-header">
          <h2 id="send-title">New inbox message</h2>
          <Link href="/" className="button button-small">
            Back to the list
          </Link>
        </header>
        {formError ? (
          <div className="banner banner-error" role="alert">
            <div className="banner-text">
              <strong>The message was not sent</strong>
              {formError.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </div>
          </div>
        ) : null}
        <fieldset className="audience">
          <legend>Send to</legend>
          <label className="choice">
            <input type="radio" value="player" {...register('audience.kind')} /> One player
          </label>
          {broadcast ? (
            <>
              <label className="choice">
                <input type="radio" value="segment" {...register('audience.kind')} /> A segment
              </label>
              <label className="choice">
                <input type="radio" value="all" {...register('audience.kind')} /> Everyone
              </label>
            </>
          ) : (
            <p className="muted small">Sending to a segment or to everyone is for admins.</p>
          )}
          {kind === 'player' ? (
            <Field id="audience-username" label="Player’s user name" error={usernameError}>
              <input
                id="audience-username"
                type="text"
                autoComplete="off"
                spellCheck={false}
                {...describedBy('audience-username', usernameError)}
                {...register('audience.username')}
              />
            </Field>
          ) : null}
          {kind === 'segment' ? (
            <Field id="audience-segment" label="Segment" error={formState.errors.audience?.segment?.message}>
              <select id="audience-segment" {...register('audience.segment')}>
                {Object.values(INBOX_SEGMENTS).map((segment) => (
                  <option key={segment} value={segment}>
                    {SEGMENT_NAMES[segment]}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {kind === 'all' ? <p className="muted small">Every member account at the moment of sending.</p> : null}
        </fieldset>
        <TextsEditor idPrefix="send" />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={formState.isSubmitting || send.isPending}>
            {send.isPending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={`Send to ${audienceText(confirming.audience).toLowerCase()}?`}
          confirmLabel="Send message"
          busy={send.isPending}
          onConfirm={() => void deliver(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>Every account in this audience at the moment of sending gets the message in its inbox.</p>
        </ConfirmDialog>
      ) : null}
    </FormProvider>
  );
}
