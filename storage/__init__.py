"""Storage: the SQL store of campaigns, findings and signatures."""
