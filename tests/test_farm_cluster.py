"""The cluster path: a multi-node Ray cluster on this machine and the store on PostgreSQL.

``ray.cluster_utils.Cluster`` starts a head node and a worker node as separate
raylets on loopback; the campaign joins it by address, as ``--address`` does on
a real cluster, and records into the machine's PostgreSQL (a fresh schema).
"""

from __future__ import annotations

from pathlib import Path

from pgtest import fresh_schema

from fuzzfarm.candidates import Candidate
from fuzzfarm.farm.case import CampaignConfig
from fuzzfarm.farm.driver import CampaignRunner, RunOptions, create_campaign
from storage.store import Store


def test_campaign_on_a_two_node_cluster_with_postgresql(tmp_path: Path) -> None:
    import ray
    from ray.cluster_utils import Cluster

    if ray.is_initialized():
        ray.shutdown()
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1})
    cluster.add_node(num_cpus=1)
    try:
        cluster.wait_for_nodes()
        with fresh_schema("ff_cluster") as url:
            store = Store.open(url)
            config = CampaignConfig(Candidate("transform", "hoist-naive"))
            cid = create_campaign(store, config, master_seed=12, cases=30, batch_size=3)
            options = RunOptions(workers=2, address=cluster.address, reproducers=tmp_path,
                                 worker_writes=True)
            tally = CampaignRunner(store, cid, options).run()
            assert len([n for n in ray.nodes() if n["Alive"]]) == 2
            camp = store.campaign(cid)
            assert camp is not None and camp.status == "done"
            assert camp.counters.checked == 30 == tally.cases
            assert tally.verdicts["violation"] >= 1
            sigs = store.signatures(campaign_id=cid)
            assert sigs
            # The workers recorded every stored case themselves (DirectStore); the driver
            # wrote one reproducer per signature, hits count each stored finding once.
            stored = store.count_findings(cid)
            assert tally.worker_recorded == stored == tally.findings + tally.verdicts["inconclusive"]
            assert sum(s.hits for s in sigs) == tally.findings
            assert all(len(store.reproducers(s.id)) == 1 for s in sigs)
            # Work ran on both nodes: batches record which worker process checked them.
            assert all(b.state == "done" for b in store.batches(cid))
            store.close()
    finally:
        ray.shutdown()
        cluster.shutdown()
