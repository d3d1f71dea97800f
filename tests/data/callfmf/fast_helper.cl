float helper(float a, float b) { return a * b + (a != a ? 1.0f : 0.0f); }
__attribute__((noinline)) float helper2(float a) { return __builtin_isinf(a) ? 0.0f : a + 1.0f; }
kernel void kf(global float *out, global const float *in) {
  int i = get_global_id(0);
  float x = in[i];
  out[i] = helper(x, 2.0f) + helper2(x);
}
