"""``python -m mjcore``."""

import sys

from mjcore.cli import main

sys.exit(main())
