// hunt27 CUDA (sm_80): the irreducible and state-machine shapes with warp votes/shuffles.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define FULL 0xffffffffu
__device__ static inline unsigned lane_id() { return __nvvm_read_ptx_sreg_laneid(); }

__global__ void c_irr_ballot(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], i = 0, acc = 0;
  if (l & 1) goto B;
A:
  acc += __builtin_popcount(__nvvm_vote_ballot_sync(__nvvm_activemask(), v > i));
B:
  acc += v;
  if (++i < 3) goto A;
  out[l] = acc;
}

__global__ void c_dfa_shfl(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], s = (int)(l & 1), acc = 0;
  for (int it = 0; it < 6; ++it) {
    switch (s) {
    case 0: acc += v; s = 1; break;
    case 1: acc += __nvvm_shfl_sync_bfly_i32(__nvvm_activemask(), acc, 1, 31); s = (acc & 2) ? 2 : 0; break;
    case 2: acc -= 1; s = 0; break;
    default: break;
    }
  }
  out[l] = acc;
}

__global__ void c_flag_loop(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], acc = 0;
  bool first = (v & 1) != 0;
  for (int i = 0; i < 4; ++i) {
    if (first) acc += 7; else acc += i;
    acc += __nvvm_shfl_sync_idx_i32(FULL, acc, (l + 1) & 31, 31);
    first = false;
  }
  out[l] = acc;
}
