-- Decision 037: a lottery bet is written twice in its life, placed and settled, and nine in ten settle as
-- LOST, which changes no indexed column. Half of each page is left free at insert so settlement's new row
-- versions stay on their page (a HOT update: no new entry in any of the table's five indexes), which
-- makes settling a million bets cost about half as much. The price is a table twice the size.
ALTER TABLE house.lottery_bets SET (fillfactor = 50);
