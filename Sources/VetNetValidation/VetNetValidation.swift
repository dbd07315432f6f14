// The validation stage: rules, catalogs and cross-record checks (issue 3).
