import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsFeedbackReplySchema } from '@palaro/contract';
import { z } from 'zod';
import { errorMessage } from '../../shared/api/api-error';
import { applyServerErrors, friendlyIssue } from '../../shared/forms/form-errors';
import { TextsEditor } from '../../shared/forms/texts-editor';
import { TEXT_FIELD_NAMES, emptyTexts, textsDraftSchema, textsToSend } from '../../shared/forms/texts-form';
import { feedbackKeys, replyToFeedback } from './api';

// The form holds every language; what is sent is the required one and those written in, checked by the contract.
const replyFormSchema = z
  .object({ texts: textsDraftSchema })
  .transform(({ texts }) => ({ texts: textsToSend(texts) }))
  .pipe(opsFeedbackReplySchema);

type Props = { feedbackId: string; player: string };

/** The answer to one feedback, per language; it arrives in the player's inbox. */
export function ReplyForm({ feedbackId, player }: Props) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string[] | null>(null);
  const form = useForm({
    resolver: zodResolver(replyFormSchema, { error: friendlyIssue }),
    defaultValues: { texts: emptyTexts() },
  });
  const reply = useMutation({
    mutationFn: (body: z.output<typeof replyFormSchema>) => replyToFeedback(feedbackId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await reply.mutateAsync(body);
    } catch (error) {
      const rest = applyServerErrors(error, TEXT_FIELD_NAMES, form.setError);
      setFormError([errorMessage(error), ...rest]);
    }
  });

  return (
    <FormProvider {...form}>
      <form className="panel reply-form" onSubmit={onSubmit} noValidate aria-labelledby="reply-title">
        <h3 id="reply-title">Reply to {player}</h3>
        <p className="muted small">The reply is sent to the player’s inbox.</p>
        {formError ? (
          <div className="banner banner-error" role="alert">
            <div className="banner-text">
              <strong>The reply was not sent</strong>
              {formError.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </div>
          </div>
        ) : null}
        <TextsEditor idPrefix={`reply-${feedbackId}`} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Sending…' : 'Send reply'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
