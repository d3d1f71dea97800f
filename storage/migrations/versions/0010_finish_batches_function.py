"""PostgreSQL: a batch transaction in one round trip, the server-side ``ff_finish_batches``.

A batch transaction (``Store.finish_batches``: record the batches' stored cases,
complete the batches, claim the next ones) was a dozen statements, each a round trip
between the driver and the server. On a loaded machine every round trip waits for both
processes to get a core, and the server sat ``idle in transaction`` waiting for the
driver (``benchmarks/store_load.py``, README "Cluster limits"). This function does the
same statements on the server, called once with the batch's data as arrays
(``storage.finishing``): one statement, so in autocommit one transaction, atomic as
before. SQLite has no server functions and needs none (it runs in the driver's process).

It is the statement-by-statement path (``storage.recording.record_all``,
``storage.store._complete``, ``_maybe_finish`` and ``_claim``) step by step, with the
same locks in the same order and the same rows (ids included: every upsert proposes the
same rows in the same order, so the sequences advance alike);
``tests/test_finish_function.py`` runs both on the same traffic and compares the tables.
A migration that changes a counter column or a ``findings`` column must replace it.

The caller passes each stored case once (repeats within the call are the caller's
business), its signature key as an index into the ``k_`` arrays (NULL: inconclusive),
``f_head`` only when a compact finding's message differs from the message, and
``f_digest`` for every case that may be stored compact.

The index on ``findings.campaign_id`` alone goes: the unique key (campaign, seed,
candidate, model) begins with it and serves every look-up by campaign, and with both the
planner's choice for the stored-cases look-up was a tie while a table was young (its
statistics stale), which it broke for the single-column index: the function's plan,
cached for the session, then filtered a campaign's every finding for each case (a call
went from 15 ms to 100 ms within seconds in ``benchmarks/store_load.py``). One index
less is also one less to update per stored case.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: The counters of a batch (``storage.store.COUNTER_NAMES`` at this revision).
_COUNTERS = ("checked", "findings", "violations", "crashes", "ill_formed", "codegen",
             "unsound_uniformity", "hang", "inconclusive", "fired", "inliner_modules",
             "inliner_inlined", "inliner_fewer_functions")

_SIGNATURE = (
    "p_now timestamptz, p_worker text, p_campaign_id bigint, p_claim integer,"
    " p_spread bigint, p_exemplars bigint,"
    " f_campaign_id bigint[], f_seed bigint[], f_candidate text[], f_pipeline text[],"
    " f_triple text[], f_model text[], f_verdict text[], f_message text[], f_head text[],"
    " f_before_ir text[], f_after_ir text[], f_after_command text[], f_schedule text[],"
    " f_choices text[], f_bisected_pass text[], f_bisected_index integer[],"
    " f_optimizer text[], f_digest text[], f_regenerable boolean[], f_slim boolean[],"
    " f_key integer[],"
    " k_hash text[], k_kind text[], k_candidate text[], k_pass text[], k_shape text[],"
    " b_id bigint[], " + ", ".join(f"b_{c} bigint[]" for c in _COUNTERS)
    + ", b_seconds double precision[]")

_OUT = ("OUT r_signature bigint[], OUT r_new boolean[], OUT r_completed boolean[],"
        " OUT c_id bigint[], OUT c_start bigint[], OUT c_end bigint[], OUT c_state text[],"
        " OUT c_attempts integer[], OUT c_worker text[], OUT s_hash text[], OUT s_hits bigint[]")

_KEY = "(f.campaign_id, f.seed, f.candidate, f.model) = (u.campaign_id, u.seed, u.candidate, u.model)"

_BODY = f"""
DECLARE
    v_fresh boolean[];      -- per case: not stored before this call
    v_stored bigint[];      -- per case: the signature of its stored record
    v_keys integer[];       -- per signature upserted: its index into k_
    v_ids bigint[];         --   its id
    v_before bigint[];      --   its hits stored before this call
    v_created boolean[];    --   whether this call created it
    v_sid bigint[];         -- per case: the signature of a fresh bug finding
    v_compact boolean[];    -- per case: stored compact (past its signature's exemplars)
    v_inserted boolean[];   -- per case: inserted by this call
    v_lost bigint;
    v_row record;
    v_campaign bigint;
    v_status text;
    v_next bigint;
    v_end bigint;
    v_size bigint;
    v_left bigint;
    v_stop bigint;
    v_carved integer := 0;
BEGIN
    -- The batch's traffic does not wait for the log's fsync (Store._write, durable=False).
    PERFORM set_config('synchronous_commit', 'off', true);

    IF coalesce(cardinality(f_seed), 0) > 0 THEN
        -- 1. The cases already stored (a resumed or requeued batch; usually none): one
        --    probe of the unique index per case, whatever the table's statistics say
        --    (a plan cached while the table was young must not scan it when it is big).
        SELECT array_agg(f.id IS NULL ORDER BY u.i), array_agg(f.signature_id ORDER BY u.i)
          INTO v_fresh, v_stored
          FROM unnest(f_campaign_id, f_seed, f_candidate, f_model) WITH ORDINALITY
               AS u(campaign_id, seed, candidate, model, i)
          LEFT JOIN LATERAL (SELECT f.id, f.signature_id FROM findings f
                              WHERE {_KEY} LIMIT 1) f ON true;

        -- 2. One signature upsert, the fresh cases' hits counted per key, in key_hash order
        --    (every writer locks signature rows in one order).
        WITH groups AS (
            SELECT u.k, count(*) AS hits, min(u.i) AS first
              FROM unnest(f_key, v_fresh) WITH ORDINALITY AS u(k, fresh, i)
             WHERE u.fresh AND u.k IS NOT NULL
             GROUP BY u.k),
        upserted AS (
            INSERT INTO signatures AS s (key_hash, kind, candidate, pass_name, model,
                                         optimizer, shape, first_seen, last_seen, hits,
                                         triage, note)
            SELECT k_hash[g.k], k_kind[g.k], k_candidate[g.k], k_pass[g.k], f_model[g.first],
                   f_optimizer[g.first], k_shape[g.k], p_now, p_now, g.hits, 'new', ''
              FROM groups g ORDER BY k_hash[g.k] COLLATE "C"
            ON CONFLICT (key_hash) DO UPDATE SET hits = s.hits + excluded.hits,
                                                 last_seen = excluded.last_seen
            RETURNING s.id, s.key_hash, s.hits)
        SELECT array_agg(g.k), array_agg(up.id), array_agg(up.hits - g.hits),
               array_agg(up.hits = g.hits)
          INTO v_keys, v_ids, v_before, v_created
          FROM upserted up JOIN groups g ON k_hash[g.k] = up.key_hash;

        -- 3. Each fresh bug finding's signature, and whether it is past the signature's
        --    first p_exemplars findings (then a regenerable one is stored compact).
        SELECT array_agg(sg.sid ORDER BY r.i),
               array_agg(coalesce(r.regenerable AND sg.before + r.rank >= p_exemplars, false)
                         ORDER BY r.i)
          INTO v_sid, v_compact
          FROM (SELECT u.*, row_number() OVER (PARTITION BY u.fresh, u.k ORDER BY u.i) - 1
                            AS rank
                  FROM unnest(f_key, f_regenerable, v_fresh) WITH ORDINALITY
                       AS u(k, regenerable, fresh, i)) r
          LEFT JOIN unnest(v_keys, v_ids, v_before) AS sg(k, sid, before)
                 ON r.fresh AND sg.k = r.k;

        -- A case sent without its programs must be stored compact: if the caller's belief
        -- that its signature has its exemplars was wrong, nothing of the call stays and
        -- the caller sends it again with the programs.
        IF EXISTS (SELECT 1 FROM unnest(f_slim, v_fresh, v_compact) AS u(slim, fresh, compact)
                    WHERE u.slim AND u.fresh AND NOT u.compact) THEN
            RAISE EXCEPTION 'a case sent without its programs is not stored compact'
                  USING ERRCODE = 'FF002';
        END IF;

        -- 4. One insert of the fresh cases. The arrays are unnested in the select list,
        --    which streams their rows (unnest in FROM first copies all the programs into
        --    a tuple store, on disk beyond work_mem), and in order (ids as before).
        WITH inserted AS (
            INSERT INTO findings (campaign_id, seed, candidate, pipeline, triple, model,
                                  verdict, message, before_ir, after_ir, after_command,
                                  schedule, choices, bisected_pass, bisected_index, optimizer,
                                  signature_id, created_at, digest)
            SELECT u.campaign_id, u.seed, u.candidate, u.pipeline, u.triple, u.model,
                   u.verdict,
                   CASE WHEN u.compact THEN coalesce(u.head, u.message) ELSE u.message END,
                   CASE WHEN u.compact THEN NULL ELSE u.before_ir END,
                   CASE WHEN u.compact THEN NULL ELSE u.after_ir END,
                   u.after_command,
                   CASE WHEN u.compact THEN NULL ELSE CAST(u.schedule AS jsonb) END,
                   CASE WHEN u.compact THEN NULL ELSE CAST(u.choices AS jsonb) END,
                   u.bisected_pass, u.bisected_index, u.optimizer, u.sid, p_now,
                   CASE WHEN u.compact THEN u.digest END
              FROM (SELECT unnest(f_campaign_id) AS campaign_id, unnest(f_seed) AS seed,
                           unnest(f_candidate) AS candidate, unnest(f_pipeline) AS pipeline,
                           unnest(f_triple) AS triple, unnest(f_model) AS model,
                           unnest(f_verdict) AS verdict, unnest(f_message) AS message,
                           unnest(f_head) AS head, unnest(f_before_ir) AS before_ir,
                           unnest(f_after_ir) AS after_ir,
                           unnest(f_after_command) AS after_command,
                           unnest(f_schedule) AS schedule, unnest(f_choices) AS choices,
                           unnest(f_bisected_pass) AS bisected_pass,
                           unnest(f_bisected_index) AS bisected_index,
                           unnest(f_optimizer) AS optimizer, unnest(f_digest) AS digest,
                           unnest(v_sid) AS sid, unnest(v_compact) AS compact,
                           unnest(v_fresh) AS fresh) u
             WHERE u.fresh
            ON CONFLICT (campaign_id, seed, candidate, model) DO NOTHING
            RETURNING campaign_id, seed, candidate, model)
        SELECT array_agg(f.seed IS NOT NULL ORDER BY u.i),
               count(*) FILTER (WHERE u.fresh AND f.seed IS NULL)
          INTO v_inserted, v_lost
          FROM unnest(f_campaign_id, f_seed, f_candidate, f_model, v_fresh) WITH ORDINALITY
               AS u(campaign_id, seed, candidate, model, fresh, i)
          LEFT JOIN inserted f ON {_KEY};

        -- 5. Cases another writer stored between 1 and 4: its record stands, the hits
        --    counted for them go back, a signature this call created for nothing goes.
        IF v_lost > 0 THEN
            FOR v_row IN
                SELECT sg.sid, sg.created, count(*) AS n
                  FROM unnest(f_key, v_fresh, v_inserted) AS u(k, fresh, inserted)
                  JOIN unnest(v_keys, v_ids, v_created) AS sg(k, sid, created) ON sg.k = u.k
                 WHERE u.fresh AND NOT u.inserted
                 GROUP BY sg.k, sg.sid, sg.created
                 ORDER BY k_hash[sg.k] COLLATE "C"
            LOOP
                UPDATE signatures SET hits = hits - v_row.n WHERE id = v_row.sid;
                IF v_row.created THEN
                    DELETE FROM signatures
                     WHERE id = v_row.sid AND hits <= 0 AND triage = 'new';
                END IF;
            END LOOP;
            SELECT array_agg(CASE WHEN u.fresh AND NOT u.inserted THEN f.signature_id
                                  ELSE u.stored END ORDER BY u.i)
              INTO v_stored
              FROM unnest(f_campaign_id, f_seed, f_candidate, f_model, v_fresh, v_inserted,
                          v_stored) WITH ORDINALITY
                   AS u(campaign_id, seed, candidate, model, fresh, inserted, stored, i)
              LEFT JOIN LATERAL (SELECT f.signature_id FROM findings f
                                  WHERE u.fresh AND NOT u.inserted AND {_KEY} LIMIT 1) f ON true;
        END IF;

        -- The hits of the signatures of the call, for the caller's belief (above).
        SELECT array_agg(s.key_hash), array_agg(s.hits) INTO s_hash, s_hits
          FROM signatures s JOIN unnest(v_ids) AS u(id) ON s.id = u.id;

        -- 6. Per case: its signature, and whether it is the first finding of a signature
        --    this call created (the first inserted, in the caller's order).
        SELECT array_agg(CASE WHEN r.fresh AND r.inserted THEN r.sid ELSE r.stored END
                         ORDER BY r.i),
               array_agg(coalesce(r.fresh AND r.inserted AND r.rank = 0 AND sg.created, false)
                         ORDER BY r.i)
          INTO r_signature, r_new
          FROM (SELECT u.*,
                       row_number() OVER (PARTITION BY u.fresh AND u.inserted, u.k
                                          ORDER BY u.i) - 1 AS rank
                  FROM unnest(f_key, v_fresh, v_inserted, v_sid, v_stored) WITH ORDINALITY
                       AS u(k, fresh, inserted, sid, stored, i)) r
          LEFT JOIN unnest(v_keys, v_created) AS sg(k, created) ON sg.k = r.k;

        -- 7. The signatures reproduce on their findings' optimizers (version triage): one
        --    row per signature, optimizer and pipeline, the last finding's verdict.
        INSERT INTO signature_checks AS c (signature_id, optimizer, pipeline, verdict,
                                           reproduces, message, source, checked_at)
        SELECT d.sid, d.optimizer, d.pipeline, d.verdict, true, '', 'campaign', p_now
          FROM (SELECT DISTINCT ON (u.sid, u.optimizer COLLATE "C", u.pipeline COLLATE "C")
                       u.sid, u.optimizer, u.pipeline, u.verdict
                  FROM unnest(v_sid, f_optimizer, f_pipeline, f_verdict, v_fresh, v_inserted)
                       WITH ORDINALITY AS u(sid, optimizer, pipeline, verdict, fresh, inserted, i)
                 WHERE u.fresh AND u.inserted AND u.sid IS NOT NULL
                       AND u.optimizer IS NOT NULL AND u.pipeline IS NOT NULL
                 ORDER BY u.sid, u.optimizer COLLATE "C", u.pipeline COLLATE "C", u.i DESC) d
         ORDER BY d.sid, d.optimizer COLLATE "C", d.pipeline COLLATE "C"
        ON CONFLICT (signature_id, optimizer, pipeline) DO UPDATE
           SET verdict = excluded.verdict, reproduces = excluded.reproduces,
               message = excluded.message, source = excluded.source,
               checked_at = excluded.checked_at;
    END IF;

    -- Completions, in order: a batch still running and held by p_worker becomes done and
    -- adds its counters to its campaign; a finite campaign whose last batch this was ends.
    r_completed := '{{}}';
    FOR j IN 1 .. coalesce(cardinality(b_id), 0) LOOP
        UPDATE seed_batches
           SET state = 'done', finished_at = p_now,
               {", ".join(f"{c} = b_{c}[j]" for c in _COUNTERS)}, seconds = b_seconds[j]
         WHERE id = b_id[j] AND state = 'running' AND (p_worker IS NULL OR worker = p_worker)
        RETURNING campaign_id INTO v_campaign;
        IF NOT FOUND THEN
            r_completed := r_completed || false;
            CONTINUE;
        END IF;
        UPDATE campaigns
           SET updated_at = p_now,
               {", ".join(f"{c} = {c} + b_{c}[j]" for c in _COUNTERS)},
               busy_seconds = busy_seconds + b_seconds[j]
         WHERE id = v_campaign
        RETURNING status, next_seed, seed_end INTO v_status, v_next, v_end;
        IF v_status = 'running' AND v_end IS NOT NULL AND v_next >= v_end THEN
            SELECT status, next_seed, seed_end INTO v_status, v_next, v_end
              FROM campaigns WHERE id = v_campaign FOR NO KEY UPDATE;
            IF v_status = 'running' AND v_end IS NOT NULL AND v_next >= v_end
               AND NOT EXISTS (SELECT 1 FROM seed_batches
                                WHERE campaign_id = v_campaign
                                  AND state IN ('pending', 'running')) THEN
                UPDATE campaigns SET status = 'done', finished_at = p_now, updated_at = p_now
                 WHERE id = v_campaign;
            END IF;
        END IF;
        r_completed := r_completed || true;
    END LOOP;

    -- Claims, under the campaign's row lock: returned batches first, then new ones carved
    -- from next_seed (near the end of a finite range at most ceil(left / p_spread) seeds).
    c_id := '{{}}'; c_start := '{{}}'; c_end := '{{}}'; c_state := '{{}}';
    c_attempts := '{{}}'; c_worker := '{{}}';
    IF p_claim > 0 THEN
        SELECT status, next_seed, seed_end, batch_size INTO v_status, v_next, v_end, v_size
          FROM campaigns WHERE id = p_campaign_id FOR NO KEY UPDATE;
        IF NOT FOUND THEN
            RAISE EXCEPTION 'no campaign %', p_campaign_id USING ERRCODE = 'FF001';
        END IF;
        IF v_status IN ('created', 'running') THEN
            FOR v_row IN
                WITH picked AS (
                    SELECT id FROM seed_batches
                     WHERE campaign_id = p_campaign_id AND state = 'pending'
                     ORDER BY start_seed LIMIT p_claim FOR UPDATE SKIP LOCKED)
                UPDATE seed_batches b
                   SET state = 'running', worker = p_worker, claimed_at = p_now, error = NULL,
                       attempts = b.attempts + 1
                  FROM picked WHERE b.id = picked.id
                RETURNING b.id, b.start_seed, b.end_seed, b.state, b.attempts, b.worker
            LOOP
                c_id := c_id || v_row.id; c_start := c_start || v_row.start_seed;
                c_end := c_end || v_row.end_seed; c_state := c_state || v_row.state::text;
                c_attempts := c_attempts || v_row.attempts; c_worker := c_worker || v_row.worker::text;
            END LOOP;
            WHILE cardinality(c_id) < p_claim AND (v_end IS NULL OR v_next < v_end) LOOP
                v_stop := v_next + v_size;
                IF v_end IS NOT NULL THEN
                    v_left := v_end - v_next;
                    v_stop := v_next + least(v_size, v_left,
                        CASE WHEN p_spread <> 0
                             THEN greatest(1, v_left / p_spread + (v_left % p_spread > 0)::int)
                             ELSE v_left END);
                END IF;
                INSERT INTO seed_batches (campaign_id, start_seed, end_seed, state, attempts,
                                          worker, claimed_at, seconds,
                                          {", ".join(_COUNTERS)})
                VALUES (p_campaign_id, v_next, v_stop, 'running', 1, p_worker, p_now, 0.0,
                        {", ".join("0" for _ in _COUNTERS)})
                RETURNING id, start_seed, end_seed, state, attempts, worker INTO v_row;
                c_id := c_id || v_row.id; c_start := c_start || v_row.start_seed;
                c_end := c_end || v_row.end_seed; c_state := c_state || v_row.state::text;
                c_attempts := c_attempts || v_row.attempts; c_worker := c_worker || v_row.worker::text;
                v_carved := v_carved + 1;
                v_next := v_stop;
            END LOOP;
            IF v_carved > 0 THEN
                UPDATE campaigns
                   SET next_seed = v_next, updated_at = p_now,
                       status = CASE WHEN v_status = 'created' THEN 'running' ELSE status END,
                       started_at = CASE WHEN v_status = 'created' THEN p_now
                                         ELSE started_at END
                 WHERE id = p_campaign_id;
            END IF;
        END IF;
    END IF;
END
"""


def upgrade() -> None:
    op.drop_index("ix_findings_campaign_id", table_name="findings")
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"CREATE FUNCTION ff_finish_batches({_SIGNATURE}, {_OUT})"
                   f" LANGUAGE plpgsql AS $ff${_BODY}$ff$")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP FUNCTION ff_finish_batches({_SIGNATURE})")
    op.create_index("ix_findings_campaign_id", "findings", ["campaign_id"])
