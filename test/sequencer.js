/**
 * The order jest runs test files in: every unit, cdk and web file first, the twin's files (integration
 * and browser journeys) last. The twin's global setup starts the twin and returns while its stream still
 * works through the seed's backlog (a minute or two); running the other projects first overlaps that wait
 * with useful work instead of holding a worker idle. Within each group, jest's own order (slowest first
 * when timings are cached, largest file first otherwise) is kept.
 */
const Sequencer = require('@jest/test-sequencer').default;

const isTwin = (test) => test.context.config.displayName?.name === 'twin';

class TwinLastSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    return [...ordered.filter((test) => !isTwin(test)), ...ordered.filter(isTwin)];
  }
}

module.exports = TwinLastSequencer;
