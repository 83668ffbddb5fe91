import { ccai } from '@shared/api/contracts/ccai';
import { ccaiHealth } from '../../core/chat/ccai';
import { http } from '../../kit/http';

/** GET /api/ccai/health — whether the optional external services are really configured. */
export const handler = http(ccai.getHealth, () => ccaiHealth());
