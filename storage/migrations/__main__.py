"""``python -m storage.migrations``: see :func:`storage.migrations.main`."""

from storage.migrations import main

raise SystemExit(main())
