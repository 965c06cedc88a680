// Imported first by the modules that load React: React picks its development
// or production build when it is first loaded, and the development build,
// with its extra checks, renders pages about twice as slowly.
process.env.NODE_ENV ??= 'production';
