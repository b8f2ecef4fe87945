;; The JSON position scan as WebAssembly (see json-scan.ts, which runs it, and json-scan-wasm.ts, the module built
;; from this text by `npm run build:wasm`). It reads a text that JSON.parse accepted, as one byte per character,
;; and records every container the way LocationStore keeps them: a table row per container (start, end, first
;; offset, entry count, kind) and, per container, its entries' offsets (objects: key start, key end, value start,
;; value end; arrays: item start, item end). Containers are numbered in the order they open, so a container's
;; first child container is the next id, and `next[id]` is the id after its whole subtree.
;;
;; Memory: a header at byte 0 (i32 fields, written by the caller), then the areas it names.
;;   0 text          4 text length     8 start offset     12 table          16 table rows
;;  20 offsets      24 offset ints    28 stack           32 stack ints     36 frames (12 bytes per level)
;;  40 check list   44 its capacity   48 hash slots      52 slot count (a power of 2)
;;  56 max depth    60 next (i32 per container)          64 flags (a byte per container)
;;  68 line starts  72 their capacity
;; Results: 80 containers, 84 offset ints used, 88 objects on the check list, 92 line starts recorded (-1: more
;; than the capacity).
;;
;; Line starts: the offset after each line break the scan steps over (\n, \r\n, or a lone \r). In valid JSON line
;; breaks only occur in whitespace between tokens, which $ws crosses, up to the end of the outermost container.
;; The text must be followed by a 0 byte and 15 more bytes of memory: strings and runs of spaces are crossed 16
;; bytes at a time (WebAssembly SIMD; where the engine lacks it the module does not compile, and the caller walks
;; the text in JS). All offsets written are relative to the text.
;;
;; `scan` returns 0 when done, or why it stopped: 1 table full, 2 offsets full, 3 stack full, 4 the list of
;; objects to check full, 5 a key repeats in an object, 6 the nesting is deeper than the max depth. The caller then
;; walks the text in JS instead (or scans again with more room).
;;
;; flags: bit 0 an object, bit 1 a key with a backslash escape, bit 2 a key that starts with a digit (JS engines
;; list array-index keys first, so such an object's values are not in text order).
;; Repeated keys are found by comparing raw key bytes (pairwise up to 16 keys, else in a hash table). Keys with
;; escapes can be equal without equal bytes, so objects that have two or more keys, one of them escaped, are listed
;; (by id) for the caller to check; so are objects with more keys than half the hash slots.
(module
  ;; The memory is the caller's: one made at the size a big text needs is counted once by V8's external-memory
  ;; accounting, where growing one counts it about twice and starts a full garbage collection sooner.
  (import "env" "memory" (memory 1))
  ;; set by $strEnd when the string it crossed holds a backslash
  (global $escaped (mut i32) (i32.const 0))
  ;; where $ws records line starts: the next free byte address, the end of the area, the text's address
  (global $line (mut i32) (i32.const 0))
  (global $lineEnd (mut i32) (i32.const 0))
  (global $base (mut i32) (i32.const 0))

  ;; The offset after the string whose opening quote is at $p: 16 bytes at a time up to a quote or backslash.
  (func $strEnd (param $p i32) (result i32)
    (local $v v128) (local $m i32)
    (loop $next
      (local.set $p (i32.add (local.get $p) (i32.const 1)))
      (local.set $v (v128.load (local.get $p)))
      (local.set $m (i8x16.bitmask (v128.or
        (i8x16.eq (local.get $v) (v128.const i8x16 34 34 34 34 34 34 34 34 34 34 34 34 34 34 34 34))
        (i8x16.eq (local.get $v) (v128.const i8x16 92 92 92 92 92 92 92 92 92 92 92 92 92 92 92 92)))))
      (if (i32.eqz (local.get $m))
        (then (local.set $p (i32.add (local.get $p) (i32.const 15))) (br $next)))
      (local.set $p (i32.add (local.get $p) (i32.ctz (local.get $m))))
      (if (i32.eq (i32.load8_u (local.get $p)) (i32.const 92))
        (then
          (global.set $escaped (i32.const 1))
          (local.set $p (i32.add (local.get $p) (i32.const 1)))
          (br $next))))
    (i32.add (local.get $p) (i32.const 1)))

  ;; The first offset from $p that is not whitespace, recording the line starts on the way. Outside strings, valid
  ;; JSON has no other byte below 33, and the 0 after the text stops the loop. A run of spaces (a pretty-printed
  ;; document's indentation) is crossed 16 bytes at a time.
  (func $ws (param $p i32) (result i32)
    (local $c i32) (local $m i32)
    (block $done
      (loop $next
        (local.set $c (i32.load8_u (local.get $p)))
        (br_if $done (i32.gt_u (local.get $c) (i32.const 32)))
        (if (i32.eq (local.get $c) (i32.const 32))
          (then
            (local.set $m (i8x16.bitmask (i8x16.ne (v128.load (local.get $p))
              (v128.const i8x16 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32))))
            (local.set $p (i32.add (local.get $p) (select (i32.ctz (local.get $m)) (i32.const 16) (local.get $m))))
            (br $next)))
        (br_if $done (i32.eqz (local.get $c)))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (if (i32.or
              (i32.eq (local.get $c) (i32.const 10))
              (i32.and (i32.eq (local.get $c) (i32.const 13)) (i32.ne (i32.load8_u (local.get $p)) (i32.const 10))))
          (then
            (if (i32.lt_u (global.get $line) (global.get $lineEnd))
              (then
                (i32.store (global.get $line) (i32.sub (local.get $p) (global.get $base)))
                (global.set $line (i32.add (global.get $line) (i32.const 4))))
              (else (global.set $lineEnd (i32.const 0))))))
        (br $next)))
    (local.get $p))

  ;; The offset after the number or literal that starts at $p.
  (func $scalarEnd (param $p i32) (result i32)
    (local $c i32)
    (block $done
      (loop $next
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (local.set $c (i32.load8_u (local.get $p)))
        (br_if $done (i32.le_u (local.get $c) (i32.const 32)))
        (br_if $done (i32.eq (local.get $c) (i32.const 44)))
        (br_if $done (i32.eq (local.get $c) (i32.const 93)))
        (br_if $done (i32.eq (local.get $c) (i32.const 125)))
        (br $next)))
    (local.get $p))

  ;; Are the raw keys of the entries at byte addresses $a and $b (offset quads) the same bytes?
  (func $sameKey (param $a i32) (param $b i32) (result i32)
    (local $pa i32) (local $pb i32) (local $len i32) (local $i i32)
    (local.set $pa (i32.load (local.get $a)))
    (local.set $pb (i32.load (local.get $b)))
    (local.set $len (i32.sub (i32.load offset=4 (local.get $a)) (local.get $pa)))
    (if (i32.ne (local.get $len) (i32.sub (i32.load offset=4 (local.get $b)) (local.get $pb)))
      (then (return (i32.const 0))))
    (local.set $pa (i32.add (local.get $pa) (i32.load (i32.const 0))))
    (local.set $pb (i32.add (local.get $pb) (i32.load (i32.const 0))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $len)))
        (if (i32.ne (i32.load8_u (i32.add (local.get $pa) (local.get $i))) (i32.load8_u (i32.add (local.get $pb) (local.get $i))))
          (then (return (i32.const 0))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $next)))
    (i32.const 1))

  ;; FNV-1a of the raw key of the entry at byte address $e.
  (func $keyHash (param $e i32) (result i32)
    (local $p i32) (local $end i32) (local $h i32)
    (local.set $p (i32.add (i32.load (local.get $e)) (i32.load (i32.const 0))))
    (local.set $end (i32.add (i32.load offset=4 (local.get $e)) (i32.load (i32.const 0))))
    (local.set $h (i32.const 0x811c9dc5))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $p) (local.get $end)))
        (local.set $h (i32.mul (i32.xor (local.get $h) (i32.load8_u (local.get $p))) (i32.const 0x01000193)))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $next)))
    (local.get $h))

  ;; Does a raw key repeat among the $n entries at byte address $first (object $id)? 1 yes, 0 no, 2 the object has
  ;; more keys than half the hash slots (the caller checks it).
  (func $repeats (param $id i32) (param $first i32) (param $n i32) (result i32)
    (local $i i32) (local $j i32) (local $e i32) (local $mask i32) (local $slot i32) (local $s i32) (local $hash i32)
    (local $stamp i32)
    (if (i32.gt_u (i32.shl (local.get $n) (i32.const 1)) (i32.load (i32.const 52)))
      (then (return (i32.const 2))))
    (if (i32.le_u (local.get $n) (i32.const 16))
      (then
        (local.set $i (i32.const 1))
        (block $done
          (loop $outer
            (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
            (local.set $e (i32.add (local.get $first) (i32.shl (local.get $i) (i32.const 4))))
            (local.set $j (i32.const 0))
            (block $inner_done
              (loop $inner
                (br_if $inner_done (i32.ge_u (local.get $j) (local.get $i)))
                (if (call $sameKey (local.get $e) (i32.add (local.get $first) (i32.shl (local.get $j) (i32.const 4))))
                  (then (return (i32.const 1))))
                (local.set $j (i32.add (local.get $j) (i32.const 1)))
                (br $inner)))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br $outer)))
        (return (i32.const 0))))
    ;; Open addressing; a slot is (stamp, entry address), and the stamp (id + 1) tells this object's slots from
    ;; those left by earlier objects, so the table is never cleared.
    (local.set $mask (i32.sub (i32.load (i32.const 52)) (i32.const 1)))
    (local.set $hash (i32.load (i32.const 48)))
    (local.set $stamp (i32.add (local.get $id) (i32.const 1)))
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $e (i32.add (local.get $first) (i32.shl (local.get $i) (i32.const 4))))
        (local.set $slot (i32.and (call $keyHash (local.get $e)) (local.get $mask)))
        (block $placed
          (loop $probe
            (local.set $s (i32.add (local.get $hash) (i32.shl (local.get $slot) (i32.const 3))))
            (if (i32.ne (i32.load (local.get $s)) (local.get $stamp))
              (then
                (i32.store (local.get $s) (local.get $stamp))
                (i32.store offset=4 (local.get $s) (local.get $e))
                (br $placed)))
            (if (call $sameKey (local.get $e) (i32.load offset=4 (local.get $s)))
              (then (return (i32.const 1))))
            (local.set $slot (i32.and (i32.add (local.get $slot) (i32.const 1)) (local.get $mask)))
            (br $probe)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $each)))
    (i32.const 0))

  (func (export "scan") (result i32)
    (local $base i32) (local $p i32) (local $c i32) (local $depth i32) (local $maxDepth i32) (local $state i32)
    (local $id i32) (local $count i32) (local $row i32) (local $frame i32) (local $frames i32) (local $flags i32)
    (local $top i32) (local $stack i32) (local $stackCap i32) (local $mark i32) (local $sp i32)
    (local $vs i32) (local $ve i32) (local $n i32) (local $used i32) (local $table i32) (local $tableCap i32)
    (local $off i32) (local $offCap i32) (local $listed i32) (local $repeat i32)
    (local.set $base (i32.load (i32.const 0)))
    (local.set $table (i32.load (i32.const 12)))
    (local.set $tableCap (i32.load (i32.const 16)))
    (local.set $off (i32.load (i32.const 20)))
    (local.set $offCap (i32.load (i32.const 24)))
    (local.set $stack (i32.load (i32.const 28)))
    ;; room for the two pairs a key and its value push
    (local.set $stackCap (i32.sub (i32.load (i32.const 32)) (i32.const 4)))
    (local.set $frames (i32.load (i32.const 36)))
    (local.set $maxDepth (i32.load (i32.const 56)))
    (i32.store (i32.const 80) (i32.const 0))
    (i32.store (i32.const 84) (i32.const 0))
    (i32.store (i32.const 88) (i32.const 0))
    (i32.store (i32.const 92) (i32.const -1))
    (global.set $base (local.get $base))
    (global.set $line (i32.load (i32.const 68)))
    (global.set $lineEnd (i32.add (global.get $line) (i32.shl (i32.load (i32.const 72)) (i32.const 2))))
    (local.set $p (call $ws (i32.add (local.get $base) (i32.load (i32.const 8)))))
    (local.set $c (i32.load8_u (local.get $p)))
    ;; a scalar document has no containers
    (if (i32.and (i32.ne (local.get $c) (i32.const 123)) (i32.ne (local.get $c) (i32.const 91)))
      (then (return (i32.const 0))))
    ;; A state machine: each block's code follows its end, so `br $x` goes to state x and the loop dispatches.
    (block $exit
      (loop $main
        (block $close
          (block $record
            (block $value
              (block $key
                (block $open
                  (br_table $open $key $value $record $close (local.get $state)))
                ;; OPEN the container whose { or [ ($c) is at $p.
                (if (i32.ge_u (local.get $depth) (local.get $maxDepth)) (then (return (i32.const 6))))
                (if (i32.ge_u (local.get $count) (local.get $tableCap)) (then (return (i32.const 1))))
                (local.set $row (i32.add (local.get $table) (i32.mul (local.get $count) (i32.const 20))))
                (i32.store (local.get $row) (i32.sub (local.get $p) (local.get $base)))
                (local.set $frame (i32.add (local.get $frames) (i32.mul (local.get $depth) (i32.const 12))))
                (local.set $flags (i32.eq (local.get $c) (i32.const 123)))
                (i32.store (local.get $frame) (local.get $count))
                (i32.store offset=4 (local.get $frame) (local.get $top))
                (i32.store offset=8 (local.get $frame) (local.get $flags))
                (local.set $count (i32.add (local.get $count) (i32.const 1)))
                (local.set $depth (i32.add (local.get $depth) (i32.const 1)))
                (local.set $p (call $ws (i32.add (local.get $p) (i32.const 1))))
                (local.set $c (i32.load8_u (local.get $p)))
                (br_if $close (i32.or (i32.eq (local.get $c) (i32.const 125)) (i32.eq (local.get $c) (i32.const 93))))
                (br_if $value (i32.eqz (local.get $flags))))
              ;; KEY at $p: push its start and end, step over the colon.
              (if (i32.ge_u (local.get $top) (local.get $stackCap)) (then (return (i32.const 3))))
              (local.set $sp (i32.add (local.get $stack) (i32.shl (local.get $top) (i32.const 2))))
              (i32.store (local.get $sp) (i32.sub (local.get $p) (local.get $base)))
              (global.set $escaped (i32.const 0))
              (local.set $c (i32.load8_u offset=1 (local.get $p)))
              (local.set $p (call $strEnd (local.get $p)))
              (i32.store offset=4 (local.get $sp) (i32.sub (local.get $p) (local.get $base)))
              (local.set $top (i32.add (local.get $top) (i32.const 2)))
              (local.set $frame (i32.add (local.get $frames) (i32.mul (i32.sub (local.get $depth) (i32.const 1)) (i32.const 12))))
              (i32.store offset=8 (local.get $frame)
                (i32.or (i32.load offset=8 (local.get $frame))
                  (i32.or
                    (i32.shl (global.get $escaped) (i32.const 1))
                    (i32.shl (i32.lt_u (i32.sub (local.get $c) (i32.const 48)) (i32.const 10)) (i32.const 2)))))
              (local.set $p (call $ws (i32.add (call $ws (local.get $p)) (i32.const 1))))
              (local.set $c (i32.load8_u (local.get $p))))
            ;; VALUE at $p (first byte $c): a container opens; a string, number or literal is stepped over.
            (if (i32.or (i32.eq (local.get $c) (i32.const 123)) (i32.eq (local.get $c) (i32.const 91)))
              (then (local.set $state (i32.const 0)) (br $main)))
            (local.set $vs (local.get $p))
            (if (i32.eq (local.get $c) (i32.const 34))
              (then (local.set $p (call $strEnd (local.get $p))))
              (else (local.set $p (call $scalarEnd (local.get $p)))))
            (local.set $ve (local.get $p)))
          ;; RECORD the value from $vs to $ve in the innermost container, then go to its next entry or close it.
          (if (i32.ge_u (local.get $top) (local.get $stackCap)) (then (return (i32.const 3))))
          (local.set $sp (i32.add (local.get $stack) (i32.shl (local.get $top) (i32.const 2))))
          (i32.store (local.get $sp) (i32.sub (local.get $vs) (local.get $base)))
          (i32.store offset=4 (local.get $sp) (i32.sub (local.get $ve) (local.get $base)))
          (local.set $top (i32.add (local.get $top) (i32.const 2)))
          (local.set $p (call $ws (local.get $p)))
          (if (i32.eq (i32.load8_u (local.get $p)) (i32.const 44))
            (then
              (local.set $p (call $ws (i32.add (local.get $p) (i32.const 1))))
              (local.set $c (i32.load8_u (local.get $p)))
              (local.set $frame (i32.add (local.get $frames) (i32.mul (i32.sub (local.get $depth) (i32.const 1)) (i32.const 12))))
              (local.set $state (select (i32.const 1) (i32.const 2) (i32.and (i32.load offset=8 (local.get $frame)) (i32.const 1))))
              (br $main))))
        ;; CLOSE the innermost container ($p is at its } or ]): its entries move from the stack to the offsets.
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (local.set $depth (i32.sub (local.get $depth) (i32.const 1)))
        (local.set $frame (i32.add (local.get $frames) (i32.mul (local.get $depth) (i32.const 12))))
        (local.set $id (i32.load (local.get $frame)))
        (local.set $mark (i32.load offset=4 (local.get $frame)))
        (local.set $flags (i32.load offset=8 (local.get $frame)))
        (local.set $n (i32.sub (local.get $top) (local.get $mark)))
        (if (i32.gt_u (i32.add (local.get $used) (local.get $n)) (local.get $offCap)) (then (return (i32.const 2))))
        (memory.copy
          (i32.add (local.get $off) (i32.shl (local.get $used) (i32.const 2)))
          (i32.add (local.get $stack) (i32.shl (local.get $mark) (i32.const 2)))
          (i32.shl (local.get $n) (i32.const 2)))
        (local.set $row (i32.add (local.get $table) (i32.mul (local.get $id) (i32.const 20))))
        (i32.store offset=4 (local.get $row) (i32.sub (local.get $p) (local.get $base)))
        (i32.store offset=8 (local.get $row) (local.get $used))
        ;; entry count, and the kind LocationStore reads: -2 a JSON object (keys read from the text), -1 an array
        (i32.store offset=12 (local.get $row) (i32.shr_u (local.get $n) (select (i32.const 2) (i32.const 1) (i32.and (local.get $flags) (i32.const 1)))))
        (i32.store offset=16 (local.get $row) (select (i32.const -2) (i32.const -1) (i32.and (local.get $flags) (i32.const 1))))
        (i32.store (i32.add (i32.load (i32.const 60)) (i32.shl (local.get $id) (i32.const 2))) (local.get $count))
        (i32.store8 (i32.add (i32.load (i32.const 64)) (local.get $id)) (local.get $flags))
        ;; an object with two or more keys: a repeated raw key stops the scan; an object with an escaped key, or
        ;; too many keys for the hash slots, goes to the caller's list
        (if (i32.and (i32.and (local.get $flags) (i32.const 1)) (i32.ge_u (local.get $n) (i32.const 8)))
          (then
            (local.set $repeat (call $repeats (local.get $id)
              (i32.add (local.get $off) (i32.shl (local.get $used) (i32.const 2)))
              (i32.shr_u (local.get $n) (i32.const 2))))
            (if (i32.eq (local.get $repeat) (i32.const 1)) (then (return (i32.const 5))))
            (if (i32.or (i32.and (local.get $flags) (i32.const 2)) (local.get $repeat))
              (then
                (local.set $listed (i32.load (i32.const 88)))
                (if (i32.ge_u (local.get $listed) (i32.load (i32.const 44))) (then (return (i32.const 4))))
                (i32.store (i32.add (i32.load (i32.const 40)) (i32.shl (local.get $listed) (i32.const 2))) (local.get $id))
                (i32.store (i32.const 88) (i32.add (local.get $listed) (i32.const 1)))))))
        (local.set $used (i32.add (local.get $used) (local.get $n)))
        (local.set $top (local.get $mark))
        (br_if $exit (i32.eqz (local.get $depth)))
        ;; the closed container is a value of its parent
        (local.set $vs (i32.add (i32.load (local.get $row)) (local.get $base)))
        (local.set $ve (local.get $p))
        (local.set $state (i32.const 3))
        (br $main)))
    (i32.store (i32.const 80) (local.get $count))
    (i32.store (i32.const 84) (local.get $used))
    (i32.store (i32.const 92)
      (select
        (i32.shr_u (i32.sub (global.get $line) (i32.load (i32.const 68))) (i32.const 2))
        (i32.const -1)
        (global.get $lineEnd)))
    (i32.const 0))
)
