#!/bin/bash
# Run under a display, e.g.: xvfb-run -a tests/e2e/measure-startup.sh target/release/tessera-app
# Launch the app, wait for its "main menu interactive" line, print wall-clock ms from exec.
BIN=${1:?usage: measure-startup.sh PATH-TO-tessera-app}
for i in 1 2 3 4 5 6; do
  D=$(mktemp -d); LOG=$(mktemp)
  t0=$(date +%s%N)
  XDG_DATA_HOME=$D $BIN > "$LOG" 2>&1 &
  pid=$!
  for n in $(seq 1 200); do
    if grep -q "main menu interactive" "$LOG"; then t1=$(date +%s%N); break; fi
    sleep 0.01
  done
  echo "run $i: wall $(( (t1 - t0) / 1000000 )) ms; $(grep -o 'interactive.*' "$LOG")"
  kill $pid; wait $pid 2>/dev/null
  rm -rf "$D" "$LOG"
done
