"""``python -m fuzzfarm``: the ``fuzzfarm`` command."""

import sys

from fuzzfarm.cli import main

sys.exit(main())
