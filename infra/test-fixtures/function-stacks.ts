import type { CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';

interface FunctionStack extends Stack {
  readonly functions: Map<string, lambda.Function>;
}

const templates = new WeakMap<Stack, Template>();

/** One Template per stack (synthesising a stack's template again is slow). */
export function templateOf(stack: Stack): Template {
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
}

/**
 * Where a function lives now that the HTTP functions are spread over route stacks: its stack, that
 * stack's template, and the logical ids of the function and its role there.
 */
export function functionIn(stacks: { stackOfFunction: (id: string) => FunctionStack }, id: string) {
  const stack = stacks.stackOfFunction(id);
  const fn = stack.functions.get(id) as lambda.Function;
  return {
    stack,
    fn,
    template: templateOf(stack),
    fnLogicalId: stack.getLogicalId(fn.node.defaultChild as CfnElement),
    roleLogicalId: stack.getLogicalId(fn.role?.node.defaultChild as CfnElement),
  };
}
