/** Tables of the delivery domain (docs/decisions/0011-postgresql.md, "Moving the domain"). */
export {};
