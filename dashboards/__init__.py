"""Dashboards: the web dashboard and static reports."""
