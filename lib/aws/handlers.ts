/**
 * The REST service functions (one per `pj*` service of the manifest) and the table-stream processor,
 * in a nested stack.
 *
 * Why nested: CloudFormation allows 500 resources per template. The REST API alone takes about 310
 * (166 path resources, 105 methods, the stage, one permission per service) and each function brings
 * four (function, role, policy, log group), so together they would not fit in one template. The socket
 * handlers stay in the parent stack, next to the WebSocket APIs whose @connections they are granted.
 */
import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from './functions';
import { ServiceFunctions } from './functions';
import { RoomTickDelivery, TableStreamProcessor } from './streams';

export interface HandlersProps extends NestedStackProps {
  config: RuntimeConfig;
}

export class Handlers extends NestedStack {
  readonly services: ServiceFunctions;
  readonly streams: TableStreamProcessor;
  readonly roomTicks: RoomTickDelivery;

  constructor(scope: Construct, id: string, props: HandlersProps) {
    super(scope, id, {
      ...props,
      description: 'PlayJoin Lambda functions: REST services and the table stream',
    });
    this.services = new ServiceFunctions(this, 'Services', { config: props.config });
    this.streams = new TableStreamProcessor(this, 'Streams', { config: props.config });
    this.roomTicks = new RoomTickDelivery(this, 'RoomTicks', { config: props.config });
  }
}
