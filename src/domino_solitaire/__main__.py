import sys

from domino_solitaire.cli import main

sys.exit(main())
