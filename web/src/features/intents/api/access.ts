/** The AI Training Center's role table is the app's one (lib/may-call.ts), shared with the Knowledge tab. */
export { useMayCall } from '../../../lib/may-call';
