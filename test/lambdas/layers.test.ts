// The server layer rules of eslint.config.mjs ("Server layers"): each is shown refusing a violation
// and letting the import beside it through, so `npm test` (which runs `eslint .`) fails on one.
import { describeLayerRules, staticImport, typeImport, type LayerCase } from '../support/lint';

const CASES: LayerCase[] = [
  [
    'data importing the REST layer',
    'lambdas/data/likes.ts',
    staticImport('../http/service'),
    'no-restricted-imports',
  ],
  [
    'a data entity importing a socket module',
    'lambdas/data/entities/likes.ts',
    staticImport('../../sockets/frames'),
    'no-restricted-imports',
  ],
  ['data importing the core', 'lambdas/data/likes.ts', staticImport('../core/errors'), null],
  [
    'data importing a domain rule',
    'lambdas/data/likes.ts',
    staticImport('../domain/matching/engine'),
    'no-restricted-imports',
  ],
  [
    'data importing a domain type',
    'lambdas/data/likes.ts',
    typeImport('../domain/matching/card'),
    'no-restricted-imports',
  ],
  ['data importing auth', 'lambdas/data/likes.ts', staticImport('../auth/session'), 'no-restricted-imports'],
  ['data importing model', 'lambdas/data/likes.ts', staticImport('../model/matching'), null],
  [
    'core importing the data layer as a type',
    'lambdas/core/deps.ts',
    typeImport('../data'),
    'no-restricted-imports',
  ],
  ['core importing domain', 'lambdas/core/deps.ts', staticImport('../domain/media'), 'no-restricted-imports'],
  ['core importing model', 'lambdas/core/deps.ts', staticImport('../model/media-url'), null],
  ['model importing core', 'lambdas/model/likes.ts', staticImport('../core/errors'), 'no-restricted-imports'],
  ['model importing data types', 'lambdas/model/likes.ts', typeImport('../data'), 'no-restricted-imports'],
  [
    'model importing the AWS SDK',
    'lambdas/model/likes.ts',
    staticImport('@aws-sdk/lib-dynamodb'),
    'no-restricted-imports',
  ],
  ['model importing the contract', 'lambdas/model/likes.ts', staticImport('../../lib/contract/codes'), null],
  [
    'auth importing a service',
    'lambdas/auth/likes.ts',
    staticImport('../services/own-profile'),
    'no-restricted-imports',
  ],
  [
    'media importing a socket module',
    'lambdas/media/likes.ts',
    staticImport('../sockets/push'),
    'no-restricted-imports',
  ],
  ['auth importing data', 'lambdas/auth/likes.ts', staticImport('../data/sessions'), null],
  ['domain importing model', 'lambdas/domain/likes.ts', staticImport('../model/matching'), null],
  [
    'core importing a stream reaction',
    'lambdas/core/deps.ts',
    staticImport('../streams/change'),
    'no-restricted-imports',
  ],
  [
    'domain importing a service',
    'lambdas/domain/likes.ts',
    staticImport('../services/own-profile'),
    'no-restricted-imports',
  ],
  [
    'domain importing the AWS SDK',
    'lambdas/domain/likes.ts',
    staticImport('@aws-sdk/lib-dynamodb'),
    'no-restricted-imports',
  ],
  [
    'domain calling data directly',
    'lambdas/domain/likes.ts',
    staticImport('../data/blocks'),
    'no-restricted-imports',
  ],
  ["domain importing data's item types", 'lambdas/domain/likes.ts', typeImport('../data'), null],
  ['a service importing data', 'lambdas/services/pjlikes/list.ts', staticImport('../../data/blocks'), null],
  [
    'the contract importing a Lambda module',
    'lib/contract/likes.ts',
    staticImport('../../lambdas/core/errors'),
    'no-restricted-imports',
  ],
  [
    'the contract importing the twin',
    'lib/contract/likes.ts',
    staticImport('../local/gateway/rest'),
    'no-restricted-imports',
  ],
  [
    'a contract route module importing the stack',
    'lib/contract/routes/pjlikes.ts',
    staticImport('../../aws/functions'),
    'no-restricted-imports',
  ],
  [
    'a contract route module importing the contract',
    'lib/contract/routes/pjlikes.ts',
    staticImport('../responses'),
    null,
  ],
  ['the contract importing a package', 'lib/contract/likes.ts', staticImport('valibot'), null],
];

describeLayerRules('server layers (eslint.config.mjs)', CASES);
