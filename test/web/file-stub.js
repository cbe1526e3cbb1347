/* global module */
module.exports = 'file-stub';
