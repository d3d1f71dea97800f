kernel void k2(global int *out, global const float *in, global const double *ind) {
  int i = get_global_id(0);
  float x = in[i];
  double d = ind[i];
  out[4*i] = __builtin_isnormal(x);
  out[4*i+1] = __builtin_isfinite(x) && x != 0.0f;
  out[4*i+2] = __builtin_isinf(d) | (__builtin_isnan(x) << 1);
  out[4*i+3] = __builtin_fpclassify(0, 1, 2, 3, 4, x);
}
