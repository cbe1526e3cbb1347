/**
 * cdk-nag (v3: a CDK policy-validation plugin; findings are acknowledged through
 * `Validations.of(scope).acknowledge`, each with its reason). The AwsSolutions pack runs on every synth
 * and an unacknowledged error fails it.
 *
 * Granular rules (IAM4, IAM5) report one finding per wildcard, named after the CloudFormation value
 * (`Resource::<LogicalId.Arn>/media/chronicle/*`). `iamFinding` derives that name from the same token
 * the policy uses, so acknowledgments follow the template instead of hard-coding logical ids.
 */
import { Aspects, CfnResource, Stack, Validations, type IAspect } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export function addNagChecks(app: IConstruct): AwsSolutionsChecks {
  const checks = new AwsSolutionsChecks(app, { verbose: true });
  Validations.of(app).addPlugins(checks);
  return checks;
}

/** Acknowledges one rule (or one `Rule[finding]`) on a construct and everything below it. */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** The AWS managed policy every Lambda role gets: CreateLogGroup/CreateLogStream/PutLogEvents. */
export const LAMBDA_BASIC_EXECUTION_FINDING =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/** A CloudFormation value flattened the way cdk-nag names findings: Ref → <Id>, GetAtt → <Id.Attr>. */
export function flattenCfnValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    if (Array.isArray(node['Fn::Join'])) {
      const [delimiter, parts] = node['Fn::Join'] as [string, unknown[]];
      return parts.map(flattenCfnValue).join(delimiter);
    }
    if ('Fn::Sub' in node) return flattenCfnValue(node['Fn::Sub']);
    if (Array.isArray(node['Fn::GetAtt'])) {
      const [resource, attribute] = node['Fn::GetAtt'] as [unknown, unknown];
      return `<${flattenCfnValue(resource)}.${flattenCfnValue(attribute)}>`;
    }
    if ('Fn::ImportValue' in node) return flattenCfnValue(node['Fn::ImportValue']);
    if ('Ref' in node) return `<${flattenCfnValue(node.Ref)}>`;
  }
  return JSON.stringify(value);
}

/** The IAM5 finding id of a wildcard resource as it appears in `scope`'s template. */
export function iamResourceFinding(scope: IConstruct, resource: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenCfnValue(Stack.of(scope).resolve(resource))}]`;
}

/** The IAM5 findings a policy document has (wildcard actions and resources of Allow statements). */
export function iamWildcardFindings(document: unknown): string[] {
  const findings = new Set<string>();
  const statements = (document as { Statement?: Record<string, unknown>[] } | undefined)?.Statement ?? [];
  const list = (value: unknown): unknown[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  for (const statement of statements) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of list(statement.Action)) {
      if (typeof action === 'string' && action.includes('*'))
        findings.add(`AwsSolutions-IAM5[Action::${action}]`);
    }
    for (const resource of list(statement.Resource).map(flattenCfnValue)) {
      if (resource.includes('*')) findings.add(`AwsSolutions-IAM5[Resource::${resource}]`);
    }
  }
  return [...findings];
}

/**
 * For policies CDK writes itself (custom-resource providers): acknowledges, once the tree is complete,
 * every wildcard finding of the IAM policies under `scope` with one reason. Use only on constructs whose
 * permissions are CDK's, never on PlayJoin's own grants. Only for policies whose references stay within
 * their stack (the finding names are computed before cross-stack references become parameters).
 */
export function acknowledgeProviderWildcards(scope: IConstruct, reason: string): void {
  const visitor: IAspect = {
    visit(node: IConstruct) {
      if (!CfnResource.isCfnResource(node) || !(node instanceof iam.CfnPolicy)) return;
      const document: unknown = Stack.of(node).resolve(node.policyDocument);
      for (const id of iamWildcardFindings(document)) Validations.of(node).acknowledge({ id, reason });
    },
  };
  Aspects.of(scope).add(visitor);
}
