// fuzzfarm dashboard: table sorting and filtering, triage edits. No framework, no network
// besides the dashboard's own JSON endpoint; text is only ever set through textContent.
"use strict";

(function () {
  function cellValue(row, index) {
    const cell = row.cells[index];
    if (!cell) return "";
    return cell.dataset.value !== undefined ? cell.dataset.value : cell.textContent.trim();
  }

  function sortTable(table, index, numeric, descending) {
    const body = table.tBodies[0];
    const rows = Array.from(body.rows);
    rows.sort(function (a, b) {
      let x = cellValue(a, index), y = cellValue(b, index);
      let order;
      if (numeric) order = (parseFloat(x) || 0) - (parseFloat(y) || 0);
      else order = x.localeCompare(y);
      if (order === 0) order = (parseFloat(a.dataset.id) || 0) - (parseFloat(b.dataset.id) || 0);
      return descending ? -order : order;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  }

  function setupSorting(table) {
    const headers = Array.from(table.tHead.rows[0].cells);
    headers.forEach(function (th, index) {
      const button = th.querySelector("button");
      if (!button) return;
      button.addEventListener("click", function () {
        const descending = th.getAttribute("aria-sort") === "ascending";
        headers.forEach(function (h) { if (h.hasAttribute("aria-sort")) h.setAttribute("aria-sort", "none"); });
        th.setAttribute("aria-sort", descending ? "descending" : "ascending");
        sortTable(table, index, th.dataset.type === "num", descending);
      });
    });
  }

  function setupFilters(box) {
    const table = document.getElementById(box.dataset.filterTable);
    if (!table) return;
    const controls = Array.from(box.querySelectorAll("[data-filter]"));
    const count = box.querySelector(".shown");
    function apply() {
      const rows = Array.from(table.tBodies[0].rows);
      let shown = 0;
      rows.forEach(function (row) {
        let ok = true;
        controls.forEach(function (c) {
          const want = c.value.trim().toLowerCase();
          if (!want) return;
          if (c.dataset.filter === "text") {
            const note = row.querySelector(".triage-note");
            const text = (row.textContent + " " + (note ? note.value : "")).toLowerCase();
            if (text.indexOf(want) < 0) ok = false;
          } else if ((row.dataset[c.dataset.filter] || "").toLowerCase() !== want) {
            ok = false;
          }
        });
        row.hidden = !ok;
        if (ok) shown += 1;
      });
      if (count) count.textContent = shown + " of " + rows.length + " shown";
    }
    controls.forEach(function (c) {
      c.addEventListener("input", apply);
      c.addEventListener("change", apply);
    });
    apply();
  }

  function saveTriage(form, container) {
    const select = container.querySelector(".triage-state");
    const note = form.querySelector(".triage-note");
    const status = form.querySelector(".saved");
    status.classList.remove("failed");
    status.textContent = "saving…";
    return fetch(form.dataset.api, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify({ state: select.value, note: note.value }),
    }).then(function (response) {
      return response.json().then(function (data) {
        if (!response.ok) throw new Error(data.detail || response.statusText);
        return data;
      });
    }).then(function (data) {
      status.textContent = "saved";
      if (container.dataset) container.dataset.triage = data.triage;
      const cell = container.querySelector(".triage-cell");
      if (cell) cell.dataset.value = data.triage;
    }).catch(function (err) {
      status.classList.add("failed");
      status.textContent = "not saved: " + err.message;
    });
  }

  function setupTriage(form) {
    const container = form.closest("tr") || form.closest(".triage-box") || form;
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      saveTriage(form, container);
    });
    const select = container.querySelector(".triage-state");
    if (select) select.addEventListener("change", function () { saveTriage(form, container); });
  }

  document.querySelectorAll("table.sortable").forEach(setupSorting);
  document.querySelectorAll("[data-filter-table]").forEach(setupFilters);
  if (document.body.dataset.editable === "yes") {
    document.querySelectorAll("form.triage-form[data-api]").forEach(setupTriage);
  }
})();
