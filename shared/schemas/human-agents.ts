import * as z from 'zod';
import { email, requiredText } from './common';
import { passwordSchema } from './identity';

/** Human Agents (spec part 2 §2.7, §5, §7): the owner's team members who answer escalated chats. */
export const humanAgentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type HumanAgent = z.infer<typeof humanAgentSchema>;

const names = {
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  email,
};
export const createHumanAgentRequest = z.object({ ...names, password: passwordSchema }).strict();
export const updateHumanAgentRequest = z.object(names).strict();
export const humanAgentStatusRequest = z.object({ isActive: z.boolean() }).strict();

export const humanAgentsResponse = z.object({ agents: z.array(humanAgentSchema) });
export const humanAgentResponse = z.object({ agent: humanAgentSchema });
