<?xml version="1.0" encoding="UTF-8"?>
<!-- A stand-alone page of site.json's "pages" (About, Contributing): its title,
     contents and prose; no lesson number, badges or pager. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="standalone-page">
    <div class="lesson-layout standalone-layout">
      <xsl:if test="toc/entry">
        <div class="sidebar">
          <div class="toc">
            <input type="checkbox" id="toc_toggle" class="toc-toggle"/>
            <p class="toc-title"><label for="toc_toggle"><xsl:call-template name="word"><xsl:with-param name="key" select="'contents'"/></xsl:call-template></label></p>
            <ul>
              <xsl:for-each select="toc/entry">
                <li class="toc-level-{@level}"><a href="{@href}"><xsl:value-of select="."/></a></li>
              </xsl:for-each>
            </ul>
          </div>
        </div>
      </xsl:if>
      <div class="lesson standalone">
        <h1><xsl:value-of select="@title"/></h1>
        <xsl:if test="@summary">
          <p class="lead"><xsl:value-of select="@summary"/></p>
        </xsl:if>
        <xsl:apply-templates select="body"/>
      </div>
    </div>
  </xsl:template>
</xsl:stylesheet>
