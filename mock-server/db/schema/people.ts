/** Tables of the people domain (docs/decisions/0011-postgresql.md, "Moving the domain"). */
export {};
