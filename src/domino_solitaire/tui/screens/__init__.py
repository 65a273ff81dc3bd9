"""The app's screens: start, game, and the dialogs and overlays above them."""
