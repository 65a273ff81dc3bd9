"""The text mode: a game line by line on standard input and output, for screen readers, scripts
and bots (``play --text``); a face over ``play/`` beside the screen and the browser."""
