DROP INDEX "directory_entries_country";--> statement-breakpoint
CREATE INDEX "directory_entries_engagement" ON "directory_entries" USING btree ("engagement" desc,"creator_id" collate "C");--> statement-breakpoint
CREATE INDEX "directory_entries_verified_at" ON "directory_entries" USING btree ("verified_at" desc nulls last,"creator_id" collate "C");--> statement-breakpoint
CREATE INDEX "directory_entries_name" ON "directory_entries" USING btree ("name" collate "und-x-icu","creator_id" collate "C");--> statement-breakpoint
CREATE INDEX "directory_entries_name_lower" ON "directory_entries" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "directory_entries_username_lower" ON "directory_entries" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "directory_entries_match" ON "directory_entries" USING btree ("rating" desc nulls last,"followers" desc,"creator_id" collate "C");--> statement-breakpoint
CREATE INDEX "directory_entries_country" ON "directory_entries" USING btree ("country","followers" desc,"from_price","rating","tags");--> statement-breakpoint
-- Written by hand (docs/decisions/0019-trust.md, "The creator search (third slice)"): an index and a column read
-- functions, so drizzle-kit's CREATE INDEX "directory_entries_country_rank", ADD COLUMN "search_text" and CREATE INDEX
-- "directory_entries_text" come after them.
--
-- A country code's place in the menu's Country sort: every two-letter code (and '' for none) in the order of its English
-- name, as people/directory.ts once computed with Intl on every request (array_position over this list for each entry,
-- 2 s at 100,000 creators). tests/mock-server/directory-search.test.ts holds it equal to Intl's order; a code not here
-- sorts last.
CREATE FUNCTION directory_country_rank(code text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_position('{
  "",AA,AB,AF,AH,AJ,AK,AX,AL,DZ,AS,AD,AO,AI,AQ,AG,AP,AR,AM,AW,AC,AU,AT,AV,AY,AZ,BS,BH,BD,BB,BC,BY,BE,BZ,BJ,DY,BM,BT,BK,
  BO,BA,BW,BV,BP,BR,IO,VG,BN,BG,BF,HV,BI,BX,KH,CM,CA,IC,CV,BQ,KY,CB,CE,CF,EA,TD,CL,CN,CX,CJ,CP,CC,CO,KM,CG,CD,ZR,CK,CR,
  CI,HR,CT,CU,AN,CW,CY,CZ,DA,DB,DC,DK,DF,DH,DI,DG,DJ,DL,DN,DM,DO,DP,DQ,DR,DS,DT,DU,DV,DW,DX,EB,EC,ED,EF,EG,EI,EJ,EK,EL,
  SV,EM,EN,EO,EP,EQ,GQ,ER,EE,SZ,ET,EU,EZ,EV,EW,EX,EY,FA,FK,FO,FB,FC,FD,FE,FF,FG,FH,FJ,FI,FL,FN,FP,FQ,FR,FX,GF,PF,TF,FS,
  FT,FU,FV,FW,FY,FZ,GA,GM,GC,GE,DD,DE,GH,GI,GJ,GK,GO,GR,GL,GD,GP,GU,GT,GG,GN,GW,GY,GV,GX,GZ,HA,HT,HB,HC,HD,HE,HM,HF,HG,
  HH,HI,HJ,HL,HO,HN,HK,HP,HQ,HS,HU,HW,HX,HY,HZ,IA,IB,IS,IF,IG,IH,II,IJ,IK,IN,ID,IP,IR,IQ,IE,IM,IL,IT,IU,IV,IW,IX,IY,IZ,
  JA,JM,JP,JB,JC,JD,JE,JF,JG,JH,JI,JJ,JK,JL,JN,JO,JQ,JR,JS,JT,JU,JV,JW,JX,JY,JZ,KA,KZ,KB,KC,KD,KE,KF,KI,KJ,KK,KL,KO,XK,
  KQ,KS,KT,KU,KW,KV,KX,KG,LA,LV,LD,LE,LB,LS,LF,LG,LH,LR,LY,LI,LT,LJ,LL,LM,LN,LO,LP,LQ,LU,LW,LX,LZ,MO,MG,MW,MY,MV,ML,MT,
  MH,MQ,MR,MU,YT,MB,MX,MI,FM,MJ,MD,MC,MN,ME,MS,MA,MZ,BU,MM,NA,NR,NB,ND,NP,NL,NC,NZ,NI,NE,NG,NU,NJ,NK,NM,NN,NF,KP,MK,MP,
  NO,NQ,NS,NT,NV,NW,NX,NY,OA,OB,OC,OD,OE,OF,OG,OH,OI,OJ,OK,OL,OM,ON,OO,OP,OQ,OR,OS,OT,OU,QO,OV,OW,OX,OY,OZ,PK,PW,PS,PA,
  PG,PY,PB,PC,PD,PE,PH,PI,PN,PJ,PO,PL,PT,PP,PQ,XA,XB,PU,PR,PV,PX,PZ,QA,QB,QC,QD,QE,QF,QG,QH,QI,QJ,QK,QL,QM,QN,QP,QQ,QR,
  QS,QT,QU,QV,QW,QX,QY,QZ,RA,RB,RC,RD,RE,RF,RG,RI,RJ,RK,RL,RM,RN,RO,RP,RQ,RR,RT,RU,SU,RV,RW,RX,RY,RZ,WS,SM,ST,CQ,SA,SN,
  CS,RS,YU,SC,SF,SL,SG,SX,SK,SI,SB,SO,ZA,GS,KR,SS,SP,ES,SQ,LK,BL,SH,KN,LC,MF,PM,VC,SD,SR,SJ,SW,SE,CH,SY,TW,TJ,TZ,TB,TE,
  TH,TI,TL,TP,TG,TK,TO,TQ,TT,TA,TS,TU,TN,TR,TM,TC,TV,TX,TY,UM,VI,UB,UC,UD,UE,UF,UG,UH,UI,UJ,UA,UL,AE,GB,UK,UN,US,ZZ,UO,
  UP,UQ,UR,UY,UT,UU,UV,UW,UX,UZ,NH,VU,VA,VB,VE,VF,VH,VD,VN,VJ,VK,VL,VM,VO,VP,VQ,VR,VS,VT,VV,VW,VX,VY,VZ,WA,WF,WB,WC,WD,
  WE,EH,WG,WH,WI,WJ,WK,WL,WM,WN,WO,WP,WQ,WR,WT,WU,WV,WW,WX,WY,WZ,XC,XD,XE,XF,XG,XH,XI,XJ,XL,XM,XN,XO,XP,XQ,XR,XS,XT,XU,
  XV,XW,XX,XY,XZ,YA,YB,YC,YD,YE,YF,YG,YH,YI,YJ,YK,YL,YM,YN,YO,YP,YQ,YR,YS,YV,YW,YX,YY,YZ,ZM,ZB,ZC,ZD,ZE,ZF,ZG,ZH,ZI,RH,
  ZW,ZJ,ZK,ZL,ZN,ZO,ZP,ZQ,ZS,ZT,ZU,ZV,ZX,ZY
  }'::text[], code)
$$;
--> statement-breakpoint
CREATE INDEX "directory_entries_country_rank" ON "directory_entries" USING btree (directory_country_rank("country"),"followers" desc,"creator_id" collate "C");--> statement-breakpoint
-- The trigram index of a search's words needs pg_trgm: a trusted extension on a server, which a database owner may
-- create; PGlite is opened with it (mock-server/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Name, username and niches as one text for the trigrams, joined by the unit separator (U+001F): words without it match
-- there exactly when they match one of the fields, so people/directory.ts checks only this column. IMMUTABLE, as a
-- stored column needs: array_to_string is only STABLE because some element types print by setting, and text does not.
CREATE FUNCTION directory_search_text(name text, username text, niches text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT name || E'\x1f' || username || E'\x1f' || array_to_string(niches, E'\x1f')
$$;
--> statement-breakpoint
-- Generated, so directory_refresh (as 0017_past_work last defined it, packages with `k.withdrawn_at IS NULL`) keeps it
-- without naming it: its INSERT … ON CONFLICT DO UPDATE lists the other columns, and the database computes this one
-- from the row it writes.
ALTER TABLE "directory_entries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (directory_search_text("name", "username", "niches")) STORED;--> statement-breakpoint
CREATE INDEX "directory_entries_text" ON "directory_entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The planner's statistics of the new column and expressions (how many entries a search's words match); PGlite runs
-- no autovacuum.
ANALYZE directory_entries;
