"""Entry point of the frozen app: what `fivehundred-qt` (the console script) runs, as a script.

PyInstaller needs a script, and ``fivehundred_qt/__main__.py`` imports relatively, which a script
cannot do.
"""

from fivehundred_qt.cli import main

raise SystemExit(main())
