"""Time-series line charts drawn as inline SVG (no charting library, no CDN).

The dashboard must work on an air-gapped machine and as a static CI artifact,
so the two campaign charts (cases per second, findings over time) are plain
SVG computed on the server: a polyline, a dot per point with a ``<title>``
tooltip, and min/max labels on both axes.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from markupsafe import Markup

from dashboards.svg import element, join

Point = tuple[datetime, float]

WIDTH, HEIGHT = 520, 170
LEFT, RIGHT, TOP, BOTTOM = 56, 12, 22, 28


def line_chart(points: Sequence[Point], *, title: str, unit: str, step: bool = False,
               css_class: str = "chart") -> Markup:
    """A line chart of ``points`` (time, value); ``step`` draws a staircase (counts)."""
    head = element("title", None, title)
    label = element("text", {"x": LEFT, "y": 14, "class": "chart-title"}, title)
    if not points:
        empty = element("text", {"x": WIDTH / 2, "y": HEIGHT / 2, "text-anchor": "middle",
                                 "class": "chart-empty"}, "no data yet")
        return _svg(css_class, title, head, label, empty)
    t0 = points[0][0].timestamp()
    t1 = max(t0 + 1e-9, points[-1][0].timestamp())
    vmax = max(v for _, v in points) or 1.0
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(t: datetime) -> float:
        return LEFT + plot_w * (t.timestamp() - t0) / (t1 - t0) if len(points) > 1 else LEFT + plot_w / 2

    def y(v: float) -> float:
        return TOP + plot_h * (1 - v / vmax)

    coords: list[tuple[float, float]] = []
    for i, (t, v) in enumerate(points):
        if step and i:
            coords.append((x(t), coords[-1][1]))
        coords.append((x(t), y(v)))
    line = element("polyline", {"points": " ".join(f"{a:.1f},{b:.1f}" for a, b in coords),
                                "class": "chart-line", "fill": "none"})
    dots = join(
        element("circle", {"cx": x(t), "cy": y(v), "r": 2.5, "class": "chart-dot"},
                element("title", None, f"{_time(t)}: {_num(v)} {unit}"))
        for t, v in points
    )
    axes = join([
        element("line", {"x1": LEFT, "y1": TOP, "x2": LEFT, "y2": TOP + plot_h, "class": "axis"}),
        element("line", {"x1": LEFT, "y1": TOP + plot_h, "x2": LEFT + plot_w, "y2": TOP + plot_h,
                         "class": "axis"}),
        element("text", {"x": LEFT - 4, "y": TOP + 4, "text-anchor": "end", "class": "tick"},
                _num(vmax)),
        element("text", {"x": LEFT - 4, "y": TOP + plot_h, "text-anchor": "end", "class": "tick"},
                "0"),
        element("text", {"x": LEFT, "y": HEIGHT - 8, "class": "tick"}, _time(points[0][0])),
        element("text", {"x": LEFT + plot_w, "y": HEIGHT - 8, "text-anchor": "end",
                         "class": "tick"}, _time(points[-1][0])),
        element("text", {"x": 12, "y": TOP + plot_h / 2, "class": "tick",
                         "transform": f"rotate(-90 12 {TOP + plot_h / 2:.0f})",
                         "text-anchor": "middle"}, unit),
    ])
    return _svg(css_class, title, head, label, axes, line, dots)


def _svg(css_class: str, title: str, *children: Markup) -> Markup:
    return element("svg", {"xmlns": "http://www.w3.org/2000/svg", "class": css_class,
                           "viewBox": f"0 0 {WIDTH} {HEIGHT}", "width": WIDTH, "height": HEIGHT,
                           "role": "img", "aria-label": title}, *children)


def _time(t: datetime) -> str:
    return t.strftime("%Y-%m-%d %H:%M:%S")


def _num(v: float) -> str:
    if v >= 100 or float(v).is_integer():
        return f"{v:,.0f}"
    return f"{v:.2f}"
