import { NO_LLM_ENV } from '../../lib/chatbot';
import { NO_CHAIN_ENV } from '../../lib/web3/chain';
import type { useI18n } from '../shell/I18n';

/** Why a challenge is unavailable here, in the visitor's language where the shop names the reason. */
export function unavailableReason(t: ReturnType<typeof useI18n>['t'], env: string) {
  if (env === 'Safety Mode') return t.ENV_SAFETY_MODE();
  if (env === NO_LLM_ENV) return t.CHATBOT_ENV_NO_LLM();
  if (env === NO_CHAIN_ENV) return t.WEB3_ENV_NO_CHAIN();
  return env;
}
