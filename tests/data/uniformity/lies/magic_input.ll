; A lie only a specific input shows (uni audit, session 6). %hit is true in a thread whose
; %v is 12345, so %r is 1 there and 2 elsewhere: divergent (opt-19 says so) only when one
; thread has 12345 and another does not, which random inputs practically never draw. The
; kernel compares %v with 12345, so the checker's probes give threads 12344, 12345, 12346.
define i32 @magic_input(i32 %v) convergent {
entry:
  %hit = icmp eq i32 %v, 12345
  %r = select i1 %hit, i32 1, i32 2
  ret i32 %r
}
