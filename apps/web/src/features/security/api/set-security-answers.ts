import { API } from '@palaro/contract/api-paths';
import {
  customerSecurityQuestionsSchema,
  type CustomerSecurityQuestions,
  type SecurityAnswersSet,
} from '@palaro/contract/security-questions';
import { postSealed } from '../../../shared/lib/post-sealed';

/** POST /wps/member/customerSecurityQuestions, sealed: every answer set or replaced, proven with the login password. */
export function setSecurityAnswers(body: SecurityAnswersSet): Promise<CustomerSecurityQuestions> {
  return postSealed(API.customerSecurityQuestions, body, customerSecurityQuestionsSchema);
}
