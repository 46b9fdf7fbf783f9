// This folder is the book feature's own module, `BookFeature`. It starts empty: move every file of
// the book feature here (guide step 2), then delete this placeholder or keep it, as you like.
// The app's files reach what is here only through `import BookFeature` and what you make `public`.
