/**
 * @jest-environment node
 */
// The web layer rules of eslint.config.mjs ("Web layers"): each is shown refusing an upward import
// and letting the import beside it through, so `npm test` (which runs `eslint .`) fails on a violation.
import { describeLayerRules, lazyImport, staticImport, type LayerCase } from '../support/lint';

const CASES: LayerCase[] = [
  [
    'a component importing a screen',
    'web/src/components/SidePanel.tsx',
    staticImport('../screens/Settings'),
    'no-restricted-imports',
  ],
  [
    'a component loading a screen lazily',
    'web/src/components/SidePanel.tsx',
    lazyImport('../screens/Settings'),
    'no-restricted-syntax',
  ],
  [
    'a nested component importing app/',
    'web/src/components/carousel/Slide.tsx',
    staticImport('../../app/lazy'),
    'no-restricted-imports',
  ],
  ['a component importing lib/', 'web/src/components/Link.tsx', staticImport('../lib/paths'), null],
  [
    'a server resource importing a component',
    'web/src/state/server/likes.ts',
    staticImport('../../components/Alert'),
    'no-restricted-imports',
  ],
  ['a server resource importing lib/', 'web/src/state/server/likes.ts', staticImport('../../lib/api'), null],
  ['lib/ importing state/', 'web/src/lib/likes.ts', staticImport('../state/cache'), 'no-restricted-imports'],
  [
    'locale/ importing a screen',
    'web/src/locale/labels.ts',
    staticImport('../screens/Faq/FaqScreen'),
    'no-restricted-imports',
  ],
  [
    'a screen importing another screen',
    'web/src/screens/Settings/Panel.tsx',
    staticImport('../Login/LoginScreen'),
    'no-restricted-imports',
  ],
  [
    'a nested screen file importing another screen',
    'web/src/screens/Signup/steps/Step.tsx',
    staticImport('../../Contact/ContactDetails'),
    'no-restricted-imports',
  ],
  [
    'a screen importing a screen through screens/',
    'web/src/screens/Signup/steps/Step.tsx',
    lazyImport('../../../screens/Login'),
    'no-restricted-syntax',
  ],
  [
    'a screen importing its own folder',
    'web/src/screens/Signup/steps/Step.tsx',
    staticImport('../use-signup-flow'),
    null,
  ],
  [
    'a screen importing app/',
    'web/src/screens/Faq/Item.tsx',
    staticImport('../../app/lazy'),
    'no-restricted-imports',
  ],
  [
    'a screen importing components/',
    'web/src/screens/Faq/Item.tsx',
    staticImport('../../components/Disclosure'),
    null,
  ],
  ['app/ importing a screen', 'web/src/app/panels.tsx', lazyImport('../screens/Settings'), null],
  [
    'the entry importing lambdas/',
    'web/src/main.tsx',
    staticImport('../../lambdas/http/errors'),
    'no-restricted-imports',
  ],
  [
    'lib/ importing lambdas/',
    'web/src/lib/rules.ts',
    staticImport('../../../lambdas/domain/rules'),
    'no-restricted-imports',
  ],
  [
    'lib/ importing the shared contract',
    'web/src/lib/rules.ts',
    staticImport('../../../lib/contract/constants'),
    null,
  ],
];

describeLayerRules('web layers (eslint.config.mjs)', CASES);
