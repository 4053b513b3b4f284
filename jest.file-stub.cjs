// Asset imports resolve to their file name under jest; the real bundler serves the file.
module.exports = 'test-file-stub';
