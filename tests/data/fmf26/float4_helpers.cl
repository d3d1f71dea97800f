float4 scale4(float4 v, float s) { return v * s + (float4)(1.0f); }
__attribute__((noinline)) float4 clamp4(float4 v) { return v > (float4)(4.0f) ? (float4)(4.0f) : v; }
kernel void k4(global float4 *out, global const float4 *in, int n) {
  int i = get_global_id(0);
  float4 acc = in[i];
  for (int k = 0; k < (n & 3); ++k)
    acc = scale4(acc, 0.5f) + in[(i + k) & 3];
  float4 r = (acc.x > 0.0f) ? acc : clamp4(acc);
  out[i] = r;
}
